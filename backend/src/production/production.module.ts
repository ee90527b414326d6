import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { SettingsModule } from '../settings/index.js';
import { ProductionController } from './production.controller.js';

/** The production side of a bakery (issue 42): bake list and packing lists; rules in domain/src/production. */
@Module({
  imports: [SettingsModule],
  controllers: [ProductionController],
  providers: [TransactionalConnection],
})
export class ProductionModule {}
