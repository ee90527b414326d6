export { LiveFeed } from './live-feed.js';
export { setSocketFactory, type LiveSocket, type SocketFactory } from './socket.js';
export { useBackofficeOrders } from './use-backoffice-orders.js';
export { useFrontdeskOrders } from './use-frontdesk-orders.js';
export { type PublicOrder, useLiveOrder } from './use-live-order.js';
