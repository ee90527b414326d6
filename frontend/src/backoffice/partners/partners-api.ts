// The back office's calls for external users (generic resource /api/external-users), their webhook
// endpoints and delivery logs, as TanStack queries and plain mutations.
import type {
  ExternalUserView,
  PartnerScope,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEvent,
} from '@bestell/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import { bo, boGetPage, type Page } from '../core/api';

export interface ExternalUserInput {
  name: string;
  email: string | null;
  scopes: PartnerScope[];
  branches: { id: string }[];
  isActive: boolean;
}

const keys = queryKeys.partners;

export const partnersQueries = {
  list: () =>
    queryOptions({ queryKey: keys.list, queryFn: (): Promise<ExternalUserView[]> => bo.get('/api/external-users') }),
  item: (id: string) =>
    queryOptions({
      queryKey: keys.item(id),
      queryFn: (): Promise<ExternalUserView> => bo.get('/api/external-users/{id}', { path: { id } }),
    }),
  webhooks: (userId: string) =>
    queryOptions({
      queryKey: keys.webhooks(userId),
      queryFn: (): Promise<WebhookEndpointView[]> =>
        bo.get('/api/external-users/{id}/webhooks', { path: { id: userId } }),
    }),
  deliveries: (endpointId: string | null, page: number) =>
    queryOptions({
      queryKey: keys.deliveries(endpointId, page),
      queryFn: (): Promise<Page<WebhookDeliveryView>> =>
        boGetPage('/api/webhook-endpoints/{id}/deliveries', { path: { id: endpointId! }, query: { page, limit: 20 } }),
      enabled: endpointId !== null,
      placeholderData: keepPreviousData,
    }),
};

export const useExternalUsers = () => useQuery(partnersQueries.list());
export const useExternalUser = (id: string) => useQuery(partnersQueries.item(id));
export const useWebhooks = (userId: string) => useQuery(partnersQueries.webhooks(userId));
export const useDeliveries = (endpointId: string | null, page: number) =>
  useQuery(partnersQueries.deliveries(endpointId, page));

/** Everything of this area reloads after a change. */
export function useInvalidatePartners() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: keys.all }), [client]);
}

export const partnersApi = {
  create: (body: ExternalUserInput) => bo.post('/api/external-users', { body }),
  update: (id: string, body: ExternalUserInput) => bo.put('/api/external-users/{id}', { path: { id }, body }),
  remove: (id: string) => bo.delete('/api/external-users/{id}', { path: { id } }),
  rotateToken: (id: string) => bo.post('/api/external-users/{id}/token', { path: { id } }),
  createWebhook: (userId: string, body: { url: string; events: WebhookEvent[] }) =>
    bo.post('/api/external-users/{id}/webhooks', { path: { id: userId }, body }),
  updateWebhook: (id: string, body: { enabled?: boolean; events?: WebhookEvent[]; url?: string }) =>
    bo.put('/api/webhook-endpoints/{id}', { path: { id }, body }),
  removeWebhook: (id: string) => bo.delete('/api/webhook-endpoints/{id}', { path: { id } }),
};
