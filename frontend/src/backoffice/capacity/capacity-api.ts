// Capacity rules and branch settings (issue 21) and the public slot view, for the back office.
import type { CapacityRule, CapacitySettings, OrderType, SlotAvailability } from '@bestell/domain';
import { bo } from '../core/api';

export type RuleRow = Omit<CapacityRule, 'categoryId'> & {
  name: string;
  branch: { id: string };
  category: { id: string } | null;
};
export type SettingsRow = CapacitySettings & { id: string; branch: { id: string } };
export type RuleBody = Omit<RuleRow, 'id'>;

export const capacityKeys = {
  rules: (branchId: string) => ['capacity', 'rules', branchId] as const,
  settings: (branchId: string) => ['capacity', 'settings', branchId] as const,
  slots: (branchId: string, orderType: OrderType, date: string) =>
    ['capacity', 'slots', branchId, orderType, date] as const,
};

export const capacityApi = {
  rules: (branchId: string) => bo.get<RuleRow[]>(`/capacity-rules?branch=${branchId}`),
  saveRule: (id: string | null, body: Partial<RuleBody>) =>
    id ? bo.put<RuleRow>(`/capacity-rules/${id}`, body) : bo.post<RuleRow>('/capacity-rules', body),
  deleteRule: (id: string) => bo.delete<unknown>(`/capacity-rules/${id}`),
  settings: async (branchId: string) =>
    (await bo.get<SettingsRow[]>(`/capacity-settings?branch=${branchId}`))[0] ?? null,
  saveSettings: (id: string | null, body: Partial<Omit<SettingsRow, 'id'>>) =>
    id ? bo.put<SettingsRow>(`/capacity-settings/${id}`, body) : bo.post<SettingsRow>('/capacity-settings', body),
  slots: (branchId: string, orderType: OrderType, date: string) =>
    bo.get<SlotAvailability>(`/branches/${branchId}/slots?orderType=${orderType}&date=${date}`),
};
