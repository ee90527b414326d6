// Customers (issue 21, spec 'Kunden'): built from orders, notes and allergies, GDPR export and erase.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const CustomersPage = lazyPage(async () => (await import('./CustomersPage')).CustomersPage);

export const customersFeature: BackofficeFeature = {
  menu: [{ path: '/customers', label: 'Kunden' }],
  route: (path, admin) =>
    matchHashPath('/customers', path) ? { active: '/customers', page: <CustomersPage admin={admin} /> } : null,
};
