import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FileStorage } from './file-storage.js';
import { FileSystemStorage } from './fs-storage.js';
import { S3Storage } from './s3-storage.js';

/** Binds FileStorage: an S3-compatible bucket with S3_BUCKET, else the file system under DATA_DIR. */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: ({ storage, dataDir }: AppConfig): FileStorage =>
        storage.mode === 's3' ? new S3Storage(storage) : new FileSystemStorage(dataDir),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
