import { z } from 'zod';
import { WEEKDAYS_BY_INDEX } from '@bestell/domain';
import { s } from '../common/index.js';

const DAY_TYPES = ['once', 'daily', ...WEEKDAYS_BY_INDEX] as [string, ...string[]];
const EMPTY = 'Dieser Wert sollte nicht leer sein.';

const time = () => z.union([s.time(), z.literal('')]).default('');

/** A once rule needs its date, an open rule its times; a closed rule may come without 'Von'/'Bis'. */
function ruleIssues(
  rule: { type: string; date?: string | null; isClosed: boolean; from: string; to: string },
  ctx: z.RefinementCtx,
) {
  if (rule.type === 'once' && !rule.date) ctx.addIssue({ code: 'custom', path: ['date'], message: EMPTY });
  if (!rule.isClosed)
    for (const key of ['from', 'to'] as const)
      if (!rule[key]) ctx.addIssue({ code: 'custom', path: [key], message: EMPTY });
}

/** Spec section 3 "Opening-hours rule"; a closed rule without times is stored with '' (issue 39). */
export const openingHoursRule = z
  .strictObject({
    type: z.enum(DAY_TYPES),
    date: s.date().nullish(),
    isClosed: z.boolean().default(false),
    from: time(),
    to: time(),
  })
  .superRefine(ruleIssues);

export const openingHours = z.array(openingHoursRule).max(100);

/**
 * A branch's opening or delivery hours: the spec's rules plus 'holidays', closed (or open) on the public
 * holidays of a country and federal state (issue 39). Their `dates` are the server's to fill in on reading.
 */
const branchHoursRule = z
  .strictObject({
    type: z.enum([...DAY_TYPES, 'holidays']),
    date: s.date().nullish(),
    isClosed: z.boolean().default(false),
    from: time(),
    to: time(),
    country: z.enum(['AT', 'DE']).optional(),
    state: z.string().trim().max(3).nullish(),
    // Sent back as read by the back office; dropped here, never stored.
    dates: z.array(z.string()).max(100).optional(),
  })
  .superRefine(ruleIssues)
  .transform(({ dates: _dates, ...rule }) => (rule.type === 'holidays' ? { country: 'AT' as const, ...rule } : rule));

export const branchHours = z.array(branchHoursRule).max(100);

export const schedule = z
  .strictObject({
    from: s.dateTime().nullish(),
    to: s.dateTime().nullish(),
    rules: openingHours.optional(),
  })
  .nullable();

export const mediaList = z.array(s.media()).max(30);
