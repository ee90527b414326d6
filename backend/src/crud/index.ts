// Public surface of crud/: other folders import only what is exported here (backend/README.md).
export { crudController } from './crud.controller.js';
export { CrudModule } from './crud.module.js';
export { CrudService } from './crud.service.js';
