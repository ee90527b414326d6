// Public surface of kiosk/: other folders import only what is exported here (backend/README.md).
export { KioskModule } from './kiosk.module.js';
