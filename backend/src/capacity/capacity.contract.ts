import { z } from 'zod';
import type { CapacityRule, CapacitySettings, SlotAvailability, Weekday } from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';

// Route contracts of capacity (issue 22): slot availability and the views of the two CRUD resources,
// checked against the domain's types at compile time.

const ORDER_TYPES = ['takeaway', 'delivery', 'dineIn'] as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const instant = z.iso.datetime({ offset: true });
const cap = z.number().int().nullable();

const slotView = z.strictObject({
  start: instant,
  end: instant,
  full: z.boolean(),
  remaining: z.strictObject({ orders: cap, items: cap, minutes: cap }),
});
export const slotAvailabilityView = z
  .strictObject({
    slots: z.array(slotView),
    paused: z.boolean(),
    notice: z.string().nullable(),
    leadMinutes: z.number().int(),
  })
  .meta({ id: 'SlotAvailability', description: 'Bookable slots of a day and the pause / cut-off state.' });
assertSameShape<z.output<typeof slotAvailabilityView>, SlotAvailability>(true);

export const capacityRuleView = z
  .strictObject({
    id: z.uuid(),
    branch: refView,
    name: z.string(),
    orderType: z.enum(ORDER_TYPES),
    weekdays: z.array(z.enum(WEEKDAYS)),
    from: z.string().meta({ example: '08:00' }),
    to: z.string().meta({ example: '24:00' }),
    slotMinutes: z.number().int(),
    maxOrders: cap,
    maxItems: cap,
    maxMinutes: cap,
    category: refView.nullable(),
    isEnabled: z.boolean(),
  })
  .meta({ id: 'CapacityRule', description: 'Slots of one branch and order type with their caps.' });
// The view names branch and category as references where the domain's rule has ids.
type RuleRest = Omit<z.output<typeof capacityRuleView>, 'branch' | 'name' | 'category' | 'weekdays'>;
assertSameShape<RuleRest, Omit<CapacityRule, 'categoryId' | 'weekdays'>>(true);
assertSameShape<z.output<typeof capacityRuleView>['weekdays'][number], Weekday>(true);

export const capacitySettingsView = z
  .strictObject({
    id: z.uuid(),
    branch: refView,
    leadMinutes: z.number().int(),
    rushThreshold: cap,
    rushLeadMinutes: z.number().int(),
    pauseThreshold: cap,
    sameDayCutoff: z.string().nullable(),
    dayBeforeCutoff: z.string().nullable(),
  })
  .meta({ id: 'CapacitySettings', description: 'Lead time, rush mode and cut-offs of a branch.' });
assertSameShape<Omit<z.output<typeof capacitySettingsView>, 'id' | 'branch'>, CapacitySettings>(true);

export const CAPACITY_ROUTES = {
  slots: defineRoute({
    tags: ['capacity'],
    summary: 'Slot availability of a branch for one day and order type (public)',
    params: z.strictObject({ branchId: z.string() }),
    query: z.object({ orderType: z.enum(ORDER_TYPES), date: s.date() }),
    responses: { 200: slotAvailabilityView },
    errors: [404],
  }),
};
