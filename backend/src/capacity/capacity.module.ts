import { Global, Module } from '@nestjs/common';
import { crudController, CrudModule } from '../crud/index.js';
import { CapacityCache } from './capacity.cache.js';
import { CapacityController } from './capacity.controller.js';
import { capacityRuleResource, capacitySettingsResource } from './capacity.resources.js';
import { CapacityService } from './capacity.service.js';

/**
 * Capacity per time slot (issue 21): rules and settings for staff, the public slots endpoint, and the
 * service the order statement asks (exported; the usage counters are upserted inside that statement).
 * Global: the order handlers sit in a module above and use the service without importing this one.
 */
@Global()
@Module({
  imports: [CrudModule],
  controllers: [CapacityController, crudController(capacityRuleResource), crudController(capacitySettingsResource)],
  providers: [CapacityCache, CapacityService],
  exports: [CapacityCache, CapacityService],
})
export class CapacityModule {}
