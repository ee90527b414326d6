// Public surface of setup/: other folders import only what is exported here (backend/README.md).
export { SetupModule } from './setup.module.js';
