// Capacity rules and branch settings (issue 21) and the public slot view, for the back office.
import type { CapacityRule, CapacitySettings, OrderType, SlotAvailability } from '@bestell/domain';
import type { ApiBody } from '../../shared/api/typed';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { bo, boGetFiltered } from '../core/api';

export type RuleRow = Omit<CapacityRule, 'categoryId'> & {
  name: string;
  branch: { id: string };
  category: { id: string } | null;
};
export type SettingsRow = CapacitySettings & { id: string; branch: { id: string } };
/** A rule as saved; the branch is added on create only. */
export type RuleBody = Omit<ApiBody<'/api/capacity-rules', 'post'>, 'branch'>;
export type SettingsBody = Omit<ApiBody<'/api/capacity-settings', 'post'>, 'branch'>;

export const capacityKeys = queryKeys.capacity;

export const capacityApi = {
  rules: (branchId: string): Promise<RuleRow[]> => boGetFiltered('/api/capacity-rules', { branch: branchId }),
  saveRule: (id: string | null, body: RuleBody, branchId: string): Promise<RuleRow> =>
    id
      ? bo.put('/api/capacity-rules/{id}', { path: { id }, body })
      : bo.post('/api/capacity-rules', { body: { ...body, branch: { id: branchId } } }),
  deleteRule: (id: string) => bo.delete('/api/capacity-rules/{id}', { path: { id } }),
  settings: async (branchId: string): Promise<SettingsRow | null> =>
    (await boGetFiltered('/api/capacity-settings', { branch: branchId }))[0] ?? null,
  saveSettings: (id: string | null, body: SettingsBody, branchId: string): Promise<SettingsRow> =>
    id
      ? bo.put('/api/capacity-settings/{id}', { path: { id }, body })
      : bo.post('/api/capacity-settings', { body: { ...body, branch: { id: branchId } } }),
  slots: (branchId: string, orderType: OrderType, date: string): Promise<SlotAvailability> =>
    bo.get('/api/branches/{branchId}/slots', { path: { branchId }, query: { orderType, date } }),
};

export const capacityQueries = {
  rules: (branchId: string) =>
    queryOptions({ queryKey: capacityKeys.rules(branchId), queryFn: () => capacityApi.rules(branchId) }),
  settings: (branchId: string) =>
    queryOptions({ queryKey: capacityKeys.settings(branchId), queryFn: () => capacityApi.settings(branchId) }),
  slots: (branchId: string, orderType: OrderType, date: string) =>
    queryOptions({
      queryKey: capacityKeys.slots(branchId, orderType, date),
      queryFn: () => capacityApi.slots(branchId, orderType, date),
    }),
};
