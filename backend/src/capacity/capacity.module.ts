import { Module } from '@nestjs/common';
import { crudController, CrudModule } from '../crud/index.js';
import { CapacityCache } from './capacity.cache.js';
import { CapacityController } from './capacity.controller.js';
import { capacityRuleResource, capacitySettingsResource } from './capacity.resources.js';
import { CapacityService } from './capacity.service.js';

/**
 * Capacity per time slot (issue 21): rules and settings for staff, the public slots endpoint, and the
 * service the order statement asks (exported; the usage counters are upserted inside that statement).
 * Not global: the orders module, the one user of the service, imports it.
 */
@Module({
  imports: [CrudModule],
  controllers: [CapacityController, crudController(capacityRuleResource), crudController(capacitySettingsResource)],
  providers: [CapacityCache, CapacityService],
  exports: [CapacityCache, CapacityService],
})
export class CapacityModule {}
