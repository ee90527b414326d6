// The back office's calls for external users (generic resource /api/external-users), their webhook
// endpoints and delivery logs, as TanStack queries and plain mutations.
import type {
  ExternalUserView,
  PartnerScope,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEvent,
} from '@bestell/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bo, boGetPage, type Page } from '../core/api';

export interface ExternalUserInput {
  name: string;
  email: string | null;
  scopes: PartnerScope[];
  branches: { id: string }[];
  isActive: boolean;
}

const KEY = ['external-users'] as const;

export const useExternalUsers = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: (): Promise<ExternalUserView[]> => bo.get('/api/external-users') });

export const useExternalUser = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: (): Promise<ExternalUserView> => bo.get('/api/external-users/{id}', { path: { id } }),
  });

export const useWebhooks = (userId: string) =>
  useQuery({
    queryKey: [...KEY, 'webhooks', userId],
    queryFn: (): Promise<WebhookEndpointView[]> =>
      bo.get('/api/external-users/{id}/webhooks', { path: { id: userId } }),
  });

export const useDeliveries = (endpointId: string | null, page: number) =>
  useQuery({
    queryKey: [...KEY, 'deliveries', endpointId, page],
    queryFn: (): Promise<Page<WebhookDeliveryView>> =>
      boGetPage('/api/webhook-endpoints/{id}/deliveries', { path: { id: endpointId! }, query: { page, limit: 20 } }),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
  });

/** Everything of this area reloads after a change. */
export function useInvalidatePartners() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
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
