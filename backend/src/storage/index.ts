// Public surface of storage/: other folders import only what is exported here (backend/README.md).
export { assertStorageKey, FileStorage } from './file-storage.js';
export { FileSystemStorage } from './fs-storage.js';
export { S3Storage } from './s3-storage.js';
export { StorageModule } from './storage.module.js';
