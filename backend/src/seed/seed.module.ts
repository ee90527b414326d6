import { Module } from '@nestjs/common';
import { ImagesModule } from '../media/index.js';
import { SeedService } from './seed.service.js';

/** Demo data for an empty database and the production boot checks. */
@Module({ imports: [ImagesModule], providers: [SeedService] })
export class SeedModule {}
