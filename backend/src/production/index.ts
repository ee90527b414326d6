// Public surface of production/: other folders import only what is exported here (backend/README.md).
export { ProductionModule } from './production.module.js';
