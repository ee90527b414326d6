import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { StorageModule } from '../../storage/index.js';
import { ImageRepository } from './image.repository.js';
import { ImageServer } from './image-server.js';
import { ImagesController } from './images.controller.js';
import { ChildProcessRenderer } from './child-renderer.js';
import { IMAGE_RENDERER, inlineRenderer } from './image-renderer.js';
import { ImagesService } from './images.service.js';

/** The image library: CRUD under /api/images, the /image/... URLs (ImageServer), bytes in FileStorage. */
@Module({
  imports: [
    StorageModule,
    // Multipart uploads in memory, one file of at most UPLOAD_MAX_BYTES, a few short text fields.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
      }),
    }),
  ],
  controllers: [ImagesController],
  providers: [
    ImageRepository,
    ImagesService,
    ImageServer,
    // The worker renders in a short-lived child process (IMAGE_RENDER_PROCESS, issue 37 item 10).
    {
      provide: IMAGE_RENDERER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.uploads.renderProcess === 'child' ? new ChildProcessRenderer() : inlineRenderer,
    },
  ],
  exports: [ImagesService, ImageServer],
})
export class ImagesModule {}
