// Public surface of uploads/: other folders import only what is exported here (backend/README.md).
export { Upload } from './upload.entity.js';
export { UploadsModule, uploadBodyLimit } from './uploads.module.js';
export { findUploads } from './uploads.service.js';
export type { StoredUploadFacts } from './uploads.repository.js';
