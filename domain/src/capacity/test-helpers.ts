// Helpers for the capacity specs (excluded from the build).
import type { CapacityRule } from './rules.js';

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** A takeaway rule, every day 08:00-12:00, 30-minute slots, 3 orders each; `extra` overrides. */
export const capRule = (extra: Partial<CapacityRule> = {}): CapacityRule => ({
  id: 'r1',
  orderType: 'takeaway',
  weekdays: ALL_DAYS,
  from: '08:00',
  to: '12:00',
  slotMinutes: 30,
  maxOrders: 3,
  maxItems: null,
  maxMinutes: null,
  categoryId: null,
  isEnabled: true,
  ...extra,
});
