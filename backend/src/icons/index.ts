// Public surface of icons/: other folders import only what is exported here (backend/README.md).
export { IconsModule } from './icons.module.js';
