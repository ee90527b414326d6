// /api/customers (issue 21): list and search, one, edit, order history, GDPR export and erase.
import type { CustomerExport, CustomerOrderView, CustomerView } from '@bestell/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { bo, boGetPage, type Page } from '../core/api';

export const customerKeys = queryKeys.customers;

export type CustomerEdit = Pick<
  CustomerView,
  'firstName' | 'lastName' | 'companyName' | 'phone' | 'email' | 'street' | 'zipCode' | 'city' | 'notes' | 'allergies'
>;

export const PAGE_SIZE = 25;

export const customersApi = {
  list: (search: string, page: number): Promise<Page<CustomerView>> =>
    boGetPage('/api/customers', { query: { search, page, limit: PAGE_SIZE } }),
  orders: (id: string): Promise<CustomerOrderView[]> => bo.get('/api/customers/{id}/orders', { path: { id } }),
  update: (id: string, edit: CustomerEdit): Promise<CustomerView> =>
    bo.put('/api/customers/{id}', { path: { id }, body: { id, ...edit } }),
  export: (id: string): Promise<CustomerExport> => bo.get('/api/customers/{id}/export', { path: { id } }),
  erase: (id: string) => bo.delete('/api/customers/{id}', { path: { id } }),
};

export const customerQueries = {
  /** One page of the search; the previous page stays on screen while the next one loads. */
  list: (search: string, page: number) =>
    queryOptions({
      queryKey: customerKeys.list(search, page),
      queryFn: () => customersApi.list(search, page),
      placeholderData: keepPreviousData,
    }),
  orders: (id: string) => queryOptions({ queryKey: customerKeys.orders(id), queryFn: () => customersApi.orders(id) }),
};

/** Saves the export as a .json file in the browser's downloads. */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
