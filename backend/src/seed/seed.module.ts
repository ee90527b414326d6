import { Module } from '@nestjs/common';
import { SeedService } from './seed.service.js';

/** Demo data for an empty database and the production boot checks. */
@Module({ providers: [SeedService] })
export class SeedModule {}
