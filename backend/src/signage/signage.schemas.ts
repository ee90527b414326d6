import {
  SIGNAGE_ORIENTATIONS,
  SIGNAGE_TEXTS,
  SIGNAGE_TRANSITIONS,
  type SignageCommand,
  type SignageZone,
  WEEKDAYS_BY_INDEX,
} from '@bestell/domain';
import { z } from 'zod';
import { s } from '../common/index.js';

// Request schemas of the signage resources and commands; zones are a discriminated union on `kind`.
const ref = s.ref();
const pct = z.number().min(0).max(100);
const color = z.string().trim().max(30);
const fit = z.enum(['cover', 'contain']).optional();
const base = {
  id: z.string().trim().min(1).max(40),
  name: s.text(120).optional(),
  x: pct,
  y: pct,
  width: z.number().min(1).max(100),
  height: z.number().min(1).max(100),
  z: z.number().int().min(-100).max(100).optional(),
};

export const zoneSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('image'), image: ref, fit }),
  z.strictObject({ ...base, kind: z.literal('video'), upload: ref, fit }),
  z.strictObject({
    ...base,
    kind: z.literal('text'),
    text: z.string().max(2000),
    ticker: z.boolean().optional(),
    speed: z.number().min(5).max(1000).optional(),
    fontSize: z.number().min(0.5).max(50).optional(),
    color: color.optional(),
    background: color.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('image-template'),
    imageTemplate: ref,
    product: ref.nullable().optional(),
    fit,
  }),
  z.strictObject({
    ...base,
    kind: z.literal('web-page'),
    url: z.url({ protocol: /^https?$/ }).max(2000),
    refreshSeconds: z.number().int().min(0).max(86400).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('menu-board'),
    title: s.text(120).optional(),
    categories: z.array(ref).max(50),
    products: z.array(ref).max(200).optional(),
    showImages: z.boolean().optional(),
    soldOut: z.enum(['mark', 'hide']).optional(),
    columns: z.number().int().min(1).max(6).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('pickup-board'),
    readyMinutes: z.number().int().min(1).max(240).optional(),
    showPreparing: z.boolean().optional(),
    announce: z.boolean().optional(),
  }),
]);

export const zonesSchema = z
  .array(zoneSchema)
  .max(30)
  .superRefine((zones, ctx) => {
    const seen = new Set<string>();
    zones.forEach((zone, i) => {
      if (seen.has(zone.id)) ctx.addIssue({ code: 'custom', message: SIGNAGE_TEXTS.zoneIdsUnique, path: [i, 'id'] });
      seen.add(zone.id);
      if (zone.x + zone.width > 100.001 || zone.y + zone.height > 100.001) {
        ctx.addIssue({ code: 'custom', message: SIGNAGE_TEXTS.zoneOutside, path: [i] });
      }
    });
  }) as unknown as z.ZodType<SignageZone[]>;

export const segmentItemSchema = z.strictObject({
  scene: ref,
  durationSeconds: z.number().int().min(1).max(86400),
  transition: z.enum(SIGNAGE_TRANSITIONS),
});

const weekday = z.enum(WEEKDAYS_BY_INDEX as unknown as [string, ...string[]]);
const time = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, SIGNAGE_TEXTS.windowInvalid);

export const scheduleEntrySchema = z
  .strictObject({
    id: z.string().trim().min(1).max(40),
    segment: ref,
    dateFrom: s.date().nullable(),
    dateTo: s.date().nullable(),
    weekdays: z.array(weekday).max(7),
    from: time,
    to: time,
    priority: z.number().int().min(-1000).max(1000),
  })
  .superRefine((e, ctx) => {
    if (e.dateFrom && e.dateTo && e.dateTo < e.dateFrom) {
      ctx.addIssue({ code: 'custom', message: SIGNAGE_TEXTS.dateRangeInvalid, path: ['dateTo'] });
    }
    if (e.from === '24:00') ctx.addIssue({ code: 'custom', message: SIGNAGE_TEXTS.windowInvalid, path: ['from'] });
  });

export const takeoverSchema = z
  .strictObject({
    id: z.string().trim().min(1).max(40),
    name: s.text(120),
    segment: ref,
    startsAt: s.dateTime(),
    endsAt: s.dateTime(),
  })
  .superRefine((t, ctx) => {
    if (new Date(t.endsAt) <= new Date(t.startsAt)) {
      ctx.addIssue({ code: 'custom', message: SIGNAGE_TEXTS.takeoverInvalid, path: ['endsAt'] });
    }
  });

export const orientationSchema = z.enum(SIGNAGE_ORIENTATIONS);
export const screenTimesSchema = z.strictObject({ on: s.time(), off: s.time() }).nullable();

const minutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);
export const commandSchema = z.strictObject({
  command: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('show-scene'), scene: ref, minutes }),
    z.strictObject({ type: z.literal('back-to-schedule') }),
    z.strictObject({ type: z.literal('reload') }),
    z.strictObject({ type: z.literal('show-message'), text: s.required(500), minutes }),
    z.strictObject({ type: z.literal('screenshot') }),
    z.strictObject({ type: z.literal('screen-times'), screenTimes: screenTimesSchema }),
  ]),
}) as unknown as z.ZodType<{ command: SignageCommand }>;
