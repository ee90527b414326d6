import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/index.js';
import { UploadsController } from './uploads.controller.js';
import { UploadCleanup, UploadCleanupScheduler } from './upload-cleanup.js';
import { UploadsService } from './uploads.service.js';

/**
 * Uploads: anonymous creation from data-URLs (images re-encoded), serving and JPEG previews by public
 * hash, the back office list and download, the scheduled cleanup of unreferenced uploads; bytes in the FileStorage under `uploads/`.
 */
@Module({
  imports: [StorageModule],
  controllers: [UploadsController],
  providers: [UploadsService, UploadCleanup, UploadCleanupScheduler],
  exports: [UploadsService],
})
export class UploadsModule {}

/** JSON body limit of POST /api/uploads: the file as base64 (4/3) plus room for the name and the envelope. */
export const uploadBodyLimit = (maxBytes: number): number => Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
