export { mergeLoaded, mergePushed, type Versioned } from './merge.js';
export { setSocketFactory, type LiveSocket, type SocketFactory } from './socket.js';
export { useLiveQuery } from './use-live-query.js';
export { type PublicOrder, useLiveOrder } from './use-live-order.js';
export { type LiveOrders, useBackofficeOrders, useFrontdeskOrders } from './use-staff-orders.js';
