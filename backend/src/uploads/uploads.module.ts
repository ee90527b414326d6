import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FileStore, LocalDiskFileStore } from './file-store.js';
import { UploadsController } from './uploads.controller.js';
import { UploadCleanup, UploadCleanupScheduler } from './upload-cleanup.js';
import { UploadsService } from './uploads.service.js';

/**
 * Uploads: anonymous creation from data-URLs (images re-encoded), serving and JPEG previews by public
 * hash, the scheduled cleanup of unreferenced uploads; bytes behind FileStore.
 */
@Module({
  controllers: [UploadsController],
  providers: [
    UploadsService,
    UploadCleanup,
    UploadCleanupScheduler,
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStore => new LocalDiskFileStore(join(config.dataDir, 'uploads')),
    },
  ],
  exports: [UploadsService],
})
export class UploadsModule {}

/** JSON body limit of POST /api/uploads: the file as base64 (4/3) plus room for the name and the envelope. */
export const uploadBodyLimit = (maxBytes: number): number => Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
