// The back office's live feeds. The storefront's status page imports use-live-order.ts by its own path
// (Remote-based, no TanStack Query), so this index does not bring that code into the back office.
export { mergeLoaded, mergePushed, type Versioned } from './merge.js';
export { setSocketFactory, type LiveSocket, type SocketFactory } from './socket.js';
export { byVersion, lastWins, type LiveMerge, useLiveList } from './use-live-list.js';
export { type LiveOrders, useBackofficeOrders, useFrontdeskOrders } from './use-staff-orders.js';
