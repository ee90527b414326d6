// Capacity rules and branch settings (issue 21) and the public slot view, for the back office.
import type { CapacityRule, CapacitySettings, OrderType, SlotAvailability } from '@bestell/domain';
import type { ApiBody } from '../../shared/api/typed';
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

export const capacityKeys = {
  rules: (branchId: string) => ['capacity', 'rules', branchId] as const,
  settings: (branchId: string) => ['capacity', 'settings', branchId] as const,
  slots: (branchId: string, orderType: OrderType, date: string) =>
    ['capacity', 'slots', branchId, orderType, date] as const,
};

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
