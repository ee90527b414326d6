import { Module } from '@nestjs/common';
import { crudController, CrudModule } from '../crud/index.js';
import { TransactionalConnection } from '../database/index.js';
import { SettingsModule } from '../settings/index.js';
import { ProductionController } from './production.controller.js';
import { ProductionFreezeScheduler } from './production-freeze.scheduler.js';
import { ProductionLists } from './production-lists.service.js';
import { StandingOrdersController } from './standing-orders.controller.js';
import { parLevelResource, standingOrderResource } from './standing-orders.resources.js';
import { StandingOrders } from './standing-orders.service.js';

/**
 * The production side of a bakery (issue 42): bake list and packing lists, frozen at each branch's cut-off
 * with delta slips after it; standing orders placed as orders at the cut-off, par levels; rules in
 * domain/src/production.
 */
@Module({
  imports: [SettingsModule, CrudModule],
  controllers: [
    ProductionController,
    StandingOrdersController,
    crudController(standingOrderResource),
    crudController(parLevelResource),
  ],
  providers: [TransactionalConnection, ProductionLists, StandingOrders, ProductionFreezeScheduler],
  exports: [ProductionLists, StandingOrders],
})
export class ProductionModule {}
