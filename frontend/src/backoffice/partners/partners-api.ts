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
import { bo, boGetPage } from '../core/api';

export interface ExternalUserInput {
  name: string;
  email: string | null;
  scopes: PartnerScope[];
  branches: { id: string }[];
  isActive: boolean;
}

const KEY = ['external-users'] as const;

export const useExternalUsers = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => bo.get<ExternalUserView[]>('/external-users') });

export const useExternalUser = (id: string) =>
  useQuery({ queryKey: [...KEY, 'item', id], queryFn: () => bo.get<ExternalUserView>(`/external-users/${id}`) });

export const useWebhooks = (userId: string) =>
  useQuery({
    queryKey: [...KEY, 'webhooks', userId],
    queryFn: () => bo.get<WebhookEndpointView[]>(`/external-users/${userId}/webhooks`),
  });

export const useDeliveries = (endpointId: string | null, page: number) =>
  useQuery({
    queryKey: [...KEY, 'deliveries', endpointId, page],
    queryFn: () => boGetPage<WebhookDeliveryView>(`/webhook-endpoints/${endpointId}/deliveries?page=${page}&limit=20`),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
  });

/** Everything of this area reloads after a change. */
export function useInvalidatePartners() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}

export const partnersApi = {
  create: (body: ExternalUserInput) => bo.post<ExternalUserView & { token: string }>('/external-users', body),
  update: (id: string, body: ExternalUserInput) => bo.put<ExternalUserView>(`/external-users/${id}`, body),
  remove: (id: string) => bo.delete<null>(`/external-users/${id}`),
  rotateToken: (id: string) => bo.post<{ token: string }>(`/external-users/${id}/token`),
  createWebhook: (userId: string, body: { url: string; events: WebhookEvent[] }) =>
    bo.post<WebhookEndpointView & { secret: string }>(`/external-users/${userId}/webhooks`, body),
  updateWebhook: (id: string, body: { enabled?: boolean; events?: WebhookEvent[]; url?: string }) =>
    bo.put<WebhookEndpointView>(`/webhook-endpoints/${id}`, body),
  removeWebhook: (id: string) => bo.delete<null>(`/webhook-endpoints/${id}`),
};
