import { z } from 'zod';
import { WEEKDAYS_BY_INDEX } from '@bestell/domain';
import { s } from '../common/index.js';

const DAY_TYPES = ['once', 'daily', ...WEEKDAYS_BY_INDEX] as [string, ...string[]];

/** Spec section 3 "Opening-hours rule"; a once rule needs its date. */
export const openingHoursRule = z
  .strictObject({
    type: z.enum(DAY_TYPES),
    date: s.date().nullish(),
    isClosed: z.boolean().default(false),
    from: s.time(),
    to: s.time(),
  })
  .superRefine((rule, ctx) => {
    if (rule.type === 'once' && !rule.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Dieser Wert sollte nicht leer sein.' });
  });

export const openingHours = z.array(openingHoursRule).max(100);

export const schedule = z
  .strictObject({
    from: s.dateTime().nullish(),
    to: s.dateTime().nullish(),
    rules: openingHours.optional(),
  })
  .nullable();

export const mediaList = z.array(s.media()).max(30);
