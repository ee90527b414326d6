// Public surface of resources/: other folders import only what is exported here (backend/README.md).
export { RESOURCES, ResourcesModule } from './resources.module.js';
