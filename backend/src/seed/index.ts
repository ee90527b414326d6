// Public surface of seed/: other folders import only what is exported here (backend/README.md).
export { SeedModule } from './seed.module.js';
export { SeedService } from './seed.service.js';
