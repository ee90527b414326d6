// Public surface of init/: other folders import only what is exported here (backend/README.md).
export { InitModule } from './init.module.js';
