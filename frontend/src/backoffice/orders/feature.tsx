// Orders: the dashboard (the first screen after login), the current orders and the order history.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const DashboardPage = lazyPage(async () => (await import('./DashboardPage')).DashboardPage);
const CurrentOrdersPage = lazyPage(async () => (await import('../frontdesk/FrontdeskPage')).CurrentOrdersPage);
const OrdersPage = lazyPage(async () => (await import('./OrdersPage')).OrdersPage);
const OrderDetailPage = lazyPage(async () => (await import('./OrderDetail')).OrderDetailPage);

export const ordersFeature: BackofficeFeature = {
  menu: [
    { path: '/dashboard', label: 'Dashboard' },
    { path: '/current', label: 'Aktuelle Bestellungen' },
    { path: '/orders', label: 'Bestellungen' },
  ],
  route: (path) => {
    if (matchHashPath('/dashboard', path)) return { active: '/dashboard', page: <DashboardPage /> };
    if (matchHashPath('/current', path)) return { active: '/current', page: <CurrentOrdersPage /> };
    if (matchHashPath('/orders', path)) return { active: '/orders', page: <OrdersPage /> };
    const order = matchHashPath('/orders/:id', path);
    if (order) return { active: '/orders', page: <OrderDetailPage key={order.id} id={order.id!} /> };
    return null;
  },
};
