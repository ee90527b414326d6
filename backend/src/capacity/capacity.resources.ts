import { capacityRuleError, VALIDATION, WEEKDAYS_BY_INDEX } from '@bestell/domain';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { z } from 'zod';
import { ApiError, defineResource, parseInput, s } from '../common/index.js';
import { CapacityRuleRow, CapacitySettingsRow } from './capacity.entities.js';
import { CapacityRepository } from './capacity.repository.js';
import { capacityRuleView, capacitySettingsView } from './capacity.contract.js';

const ORDER_TYPES = ['takeaway', 'delivery', 'dineIn'] as const;
const count = () => z.number().int().min(0).max(100_000).nullable().optional();
const endTime = () => z.union([s.time(), z.literal('24:00')]);
const branchFilter = (query: Record<string, unknown>) => {
  const q = parseInput(z.object({ branch: z.uuid().optional() }), query);
  return q.branch ? { branchId: q.branch } : {};
};

/** Branch and category are plain ids here (capacity sits beside the catalogue): check they exist. */
async function existing(em: EntityManager, table: 'branch' | 'category', id: string, field: string): Promise<string> {
  if (!(await new CapacityRepository(em).exists(table, id)))
    throw ApiError.validation([{ message: VALIDATION.invalidReference, field }]);
  return id;
}

/** Capacity rules (issue 21): per branch and order type, weekdays, window, slot length and caps. */
export const capacityRuleResource = defineResource({
  path: 'capacity-rules',
  entity: CapacityRuleRow,
  label: { one: 'Kapazitätsregel', many: 'Kapazitätsregeln' },
  schema: z.strictObject({
    branch: s.ref(),
    name: s.text(120).optional(),
    orderType: z.enum(ORDER_TYPES),
    weekdays: z.array(z.enum(WEEKDAYS_BY_INDEX as [string, ...string[]])).max(7),
    from: s.time(),
    to: endTime(),
    slotMinutes: z.number().int().min(5).max(1440),
    maxOrders: count(),
    maxItems: count(),
    maxMinutes: count(),
    category: s.ref().nullable().optional(),
    isEnabled: z.boolean().optional(),
  }),
  order: { from: 'ASC' },
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  filter: (query) => branchFilter(query) as FindOptionsWhere<CapacityRuleRow>,
  inScope: (rule, branchIds) => branchIds.includes(rule.branchId),
  apply: async (rule, input, em) => {
    if (input.branch !== undefined)
      rule.branchId = await existing(em, 'branch', (input.branch as { id: string }).id, 'branch');
    if (input.name !== undefined) rule.name = input.name as string;
    if (input.orderType !== undefined) rule.orderType = input.orderType as CapacityRuleRow['orderType'];
    if (input.weekdays !== undefined) rule.weekdays = [...new Set(input.weekdays as CapacityRuleRow['weekdays'])];
    if (input.from !== undefined) rule.from = input.from as string;
    if (input.to !== undefined) rule.to = input.to as string;
    if (input.slotMinutes !== undefined) rule.slotMinutes = input.slotMinutes as number;
    if (input.maxOrders !== undefined) rule.maxOrders = input.maxOrders as number | null;
    if (input.maxItems !== undefined) rule.maxItems = input.maxItems as number | null;
    if (input.maxMinutes !== undefined) rule.maxMinutes = input.maxMinutes as number | null;
    if (input.category !== undefined) {
      const ref = input.category as { id: string } | null;
      rule.categoryId = ref ? await existing(em, 'category', ref.id, 'category') : null;
    }
    if (input.isEnabled !== undefined) rule.isEnabled = input.isEnabled as boolean;
    const error = capacityRuleError(rule);
    if (error) throw ApiError.validation([error]);
  },
  viewSchema: capacityRuleView,
  view: (rule): z.output<typeof capacityRuleView> => ({
    id: rule.id,
    branch: { id: rule.branchId },
    name: rule.name,
    orderType: rule.orderType,
    weekdays: rule.weekdays,
    from: rule.from,
    to: rule.to,
    slotMinutes: rule.slotMinutes,
    maxOrders: rule.maxOrders,
    maxItems: rule.maxItems,
    maxMinutes: rule.maxMinutes,
    category: rule.categoryId ? { id: rule.categoryId } : null,
    isEnabled: rule.isEnabled,
  }),
});

/** Rush mode, lead time and cut-offs of a branch (one row per branch). */
export const capacitySettingsResource = defineResource({
  path: 'capacity-settings',
  entity: CapacitySettingsRow,
  label: { one: 'Kapazitätseinstellung', many: 'Kapazitätseinstellungen' },
  schema: z.strictObject({
    branch: s.ref(),
    leadMinutes: z.number().int().min(0).max(10_000).optional(),
    rushThreshold: count(),
    rushLeadMinutes: z.number().int().min(0).max(10_000).optional(),
    pauseThreshold: count(),
    sameDayCutoff: s.time().nullable().optional(),
    dayBeforeCutoff: s.time().nullable().optional(),
  }),
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  filter: (query) => branchFilter(query) as FindOptionsWhere<CapacitySettingsRow>,
  inScope: (settings, branchIds) => branchIds.includes(settings.branchId),
  apply: async (settings, input, em) => {
    if (input.branch !== undefined) {
      const branchId = await existing(em, 'branch', (input.branch as { id: string }).id, 'branch');
      const other = await em.getRepository(CapacitySettingsRow).findOneBy({ branchId });
      if (other && other.id !== settings.id) {
        throw ApiError.validation([{ field: 'branch', message: 'Für diese Filiale gibt es bereits Einstellungen.' }]);
      }
      settings.branchId = branchId;
    }
    for (const key of ['leadMinutes', 'rushThreshold', 'rushLeadMinutes', 'pauseThreshold'] as const) {
      if (input[key] !== undefined) (settings as unknown as Record<string, unknown>)[key] = input[key];
    }
    if (input.sameDayCutoff !== undefined) settings.sameDayCutoff = (input.sameDayCutoff as string | null) || null;
    if (input.dayBeforeCutoff !== undefined)
      settings.dayBeforeCutoff = (input.dayBeforeCutoff as string | null) || null;
  },
  viewSchema: capacitySettingsView,
  view: (settings): z.output<typeof capacitySettingsView> => ({
    id: settings.id,
    branch: { id: settings.branchId },
    leadMinutes: settings.leadMinutes,
    rushThreshold: settings.rushThreshold,
    rushLeadMinutes: settings.rushLeadMinutes,
    pauseThreshold: settings.pauseThreshold,
    sameDayCutoff: settings.sameDayCutoff,
    dayBeforeCutoff: settings.dayBeforeCutoff,
  }),
});
