// Public surface of production/: other folders import only what is exported here (backend/README.md).
export { ProductionModule } from './production.module.js';
export { ProductionLists } from './production-lists.service.js';
export type { ProductionListAnswer } from './production-lists.service.js';
export { ParLevelRow, StandingOrderRow } from './standing-order.entities.js';
export { StandingOrders } from './standing-orders.service.js';
