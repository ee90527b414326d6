// Public surface of signage/: other folders import only what is exported here (backend/README.md).
export { Scene, SignageScreen, SignageSegment, SignageStream } from './signage.entities.js';
export { SignageModule } from './signage.module.js';
