// Public surface of health/: other folders import only what is exported here (backend/README.md).
export { HealthModule } from './health.module.js';
