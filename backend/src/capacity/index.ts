// Public surface of capacity/: other folders import only what is exported here (backend/README.md).
export { CapacityRuleRow, CapacitySettingsRow } from './capacity.entities.js';
export { CapacityCache } from './capacity.cache.js';
export { CapacityModule } from './capacity.module.js';
export { type CapacityContext, CapacityService } from './capacity.service.js';
export { capacityRuleResource, capacitySettingsResource } from './capacity.resources.js';
export { capacityCtes, isSlotFullError, type OrderCapacity, releaseOrderCapacity } from './slot-usage.repository.js';
