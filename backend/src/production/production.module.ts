import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { SettingsModule } from '../settings/index.js';
import { ProductionController } from './production.controller.js';
import { ProductionFreezeScheduler } from './production-freeze.scheduler.js';
import { ProductionLists } from './production-lists.service.js';

/**
 * The production side of a bakery (issue 42): bake list and packing lists, frozen at each branch's cut-off
 * with delta slips after it; rules in domain/src/production.
 */
@Module({
  imports: [SettingsModule],
  controllers: [ProductionController],
  providers: [TransactionalConnection, ProductionLists, ProductionFreezeScheduler],
  exports: [ProductionLists],
})
export class ProductionModule {}
