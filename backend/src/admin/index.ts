// Public surface of admin/: other folders import only what is exported here (backend/README.md).
export { AdminModule } from './admin.module.js';
