import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  adminOnlyBranchChanges,
  hasOpeningHours,
  MAX_CUTOFF_DAYS_BEFORE,
  PRODUCTION_CUTOFF_TEXTS,
  publishBlockers,
  SETUP_TEXTS,
} from '@bestell/domain';
import { withPublicHolidays } from '@bestell/domain/public-holidays';
import {
  ApiError,
  assignPlain,
  loadRef,
  loadRefs,
  defineResource,
  imageRefView,
  refView,
  s,
  resolveImageRefs,
} from '../../common/index.js';
import { Division } from '../divisions/division.entity.js';
import { branchHours, mediaList } from '../shared-schemas.js';
import { Tag } from '../tags/tag.entity.js';
import { hashApiKey, newApiKey } from './api-key.js';
import { sealForStorage } from './api-key-seal.js';
import { Branch } from './branch.entity.js';
import { BranchRepository } from './branch.repository.js';
import { DeliveryArea } from './delivery-area.entity.js';

const flag = () => z.boolean().optional();

const deliveryArea = z.strictObject({
  area: s.required(200),
  price: s.money(),
  tax: s.rate(),
  free: z.boolean().default(false),
  minimumOrderValue: s.money().default('0'),
  freeFromOrderValue: s.money().nullable().default(null),
  zipCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[\w -]{1,19}\*?$/, 'Bitte geben Sie Postleitzahlen an (z. B. 8010 oder 80* für alle mit 80).'),
    )
    .max(500)
    .default([]),
});

const FLAGS = [
  'isPublic',
  'isEnabled',
  'isTakeawayEnabled',
  'isDeliveryEnabled',
  'isDineInEnabled',
  'isTableSelectionEnabled',
  'isPreorderEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
  'isDeliveryHoursEnabled',
  'isDeliveryEmailRequired',
  'isDineInEmailRequired',
  'isTakeawayEmailRequired',
  'isDeliveryPhoneRequired',
  'isDineInPhoneRequired',
  'isTakeawayPhoneRequired',
  'isDeliveryAddressRequired',
  'isDineInAddressRequired',
  'isTakeawayAddressRequired',
  'isCashEnabled',
  'isDatatransEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isUnconfirmedProduced',
] as const;

/** The branch as GET answers it (issue 22); staff also see `internalNote`, a create answer the `apiKey` once. */
const flagShape = Object.fromEntries(FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof FLAGS)[number],
  z.ZodBoolean
>;
const ruleView = z.strictObject({
  type: z.string().meta({ example: 'monday' }),
  date: z.string().nullish(),
  isClosed: z.boolean(),
  from: z.string().meta({ example: '07:00' }),
  to: z.string().meta({ example: '18:00' }),
  country: z.enum(['AT', 'DE']).optional(),
  state: z.string().nullish(),
  /** 'holidays' rules: the public holidays of this and next year, so the browser needs no holiday data. */
  dates: z.array(z.string()).optional(),
});
const branchPublicView = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string().meta({ example: 'wien-mitte' }),
    name: z.string().meta({ example: 'Bäckerei Sonnleitner Wien Mitte' }),
    division: refView.nullable(),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    longitude: z.string().nullable(),
    latitude: z.string().nullable(),
    keywords: z.string(),
    tags: z.array(refView),
    images: z.array(imageRefView),
    logo: imageRefView.nullable(),
    description: z.string(),
    openingHours: z.array(ruleView),
    deliveryHours: z.array(ruleView),
    orderableFrom: z.string().nullable(),
    closedMessage: z.string(),
    deliveryAreas: z.array(
      z.strictObject({
        id: z.uuid(),
        area: z.string(),
        price: z.string(),
        tax: z.string(),
        free: z.boolean(),
        minimumOrderValue: z.string(),
        freeFromOrderValue: z.string().nullable(),
        zipCodes: z.array(z.string()),
      }),
    ),
    ...flagShape,
  })
  .meta({ id: 'BranchPublic', description: 'A branch as the storefront reads it' });
/** Issue 42 item 2: the bake list of a day freezes `daysBefore` days earlier at `time` (branch zone); null: never. */
const productionCutoff = z
  .strictObject({
    daysBefore: z
      .number(PRODUCTION_CUTOFF_TEXTS.daysBefore)
      .int(PRODUCTION_CUTOFF_TEXTS.daysBefore)
      .min(0, PRODUCTION_CUTOFF_TEXTS.daysBefore)
      .max(MAX_CUTOFF_DAYS_BEFORE, PRODUCTION_CUTOFF_TEXTS.daysBefore),
    time: s.time(),
  })
  .meta({ id: 'ProductionCutoff', description: 'Cut-off of a production day: days before, at a local time' });
const branchView = branchPublicView
  .extend({ internalNote: z.string(), productionCutoff: productionCutoff.nullable() })
  .meta({ id: 'Branch' });

const coordinate = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^-?\d{1,3}(\.\d{1,7})?$/))
    .refine((v) => Math.abs(Number(v)) <= max);

/** 422 naming what is missing while the branch may not be made public (domain publishBlockers). */
async function assertPublishable(b: Branch, em: EntityManager): Promise<void> {
  const repo = new BranchRepository(em);
  const missing = publishBlockers({
    legal: await repo.legalFacts(),
    hasOpeningHours: hasOpeningHours(b.openingHours),
    productCount: await repo.catalogueProductCount(b.id),
  });
  if (missing.length > 0)
    throw ApiError.validation([{ field: 'isPublic', message: SETUP_TEXTS.publishRefused(missing) }]);
}

export const branchResource = defineResource({
  path: 'branches',
  entity: Branch,
  label: { one: 'Filiale', many: 'Filialen' },
  schema: z.strictObject({
    identifier: s.identifier(),
    name: s.required(200),
    division: s.ref().nullable().optional(),
    street: s.text(200).optional(),
    zipCode: s.text(20).optional(),
    city: s.text(100).optional(),
    phone: s.text(50).optional(),
    email: z.union([z.literal(''), z.email().max(180)]).optional(),
    longitude: coordinate(180).nullable().optional(),
    latitude: coordinate(90).nullable().optional(),
    keywords: s.text(1000).optional(),
    tags: z.array(s.ref()).max(100).optional(),
    images: mediaList.optional(),
    logo: s.media().nullable().optional(),
    description: s.text(5000).optional(),
    openingHours: branchHours.optional(),
    deliveryHours: branchHours.optional(),
    orderableFrom: s.time().nullable().optional(),
    closedMessage: s.text(1000).optional(),
    deliveryAreas: z.array(deliveryArea).max(100).optional(),
    internalNote: s.text(5000).optional(),
    productionCutoff: productionCutoff.nullable().optional(),
    ...Object.fromEntries(FLAGS.map((f) => [f, flag()])),
  }),
  relations: { division: true, tags: true, deliveryAreas: true },
  order: { name: 'ASC', deliveryAreas: { position: 'ASC' } },
  identifierField: 'identifier',
  publicWhere: { isPublic: true, isEnabled: true },
  access: { read: 'staff', create: 'admin', update: 'staff', delete: 'admin' },
  inScope: (b, ids) => ids.includes(b.id),
  // Employees run their branch's day, but its division, identifier, visibility and payment providers
  // stay with admins (issue 12; rule in domain/).
  adminOnlyChanges: (b, input) => adminOnlyBranchChanges(b as unknown as Record<string, unknown>, input),
  apply: async (b, input, em) => {
    await resolveImageRefs(em, input, ['images', 'logo']);
    const wasPublic = !!b.id && b.isPublic;
    const hadAreas = (b.deliveryAreas ?? []).length > 0;
    assignPlain(b, input, ['division', 'tags', 'deliveryAreas', 'productionCutoff']);
    if (input.productionCutoff !== undefined) {
      const cutoff = input.productionCutoff as z.output<typeof productionCutoff> | null;
      b.productionCutoffTime = cutoff?.time ?? null;
      if (cutoff) b.productionCutoffDaysBefore = cutoff.daysBefore;
    }
    // Issue 37 item 3: a new branch starts private; going public needs legal texts, hours and products.
    if (!b.id && input.isPublic === undefined) b.isPublic = false;
    if (input.isPublic === true && !wasPublic) await assertPublishable(b, em);
    if (input.division !== undefined)
      b.division = await loadRef(em, Division, input.division as { id: string } | null, 'division');
    if (input.tags !== undefined) b.tags = await loadRefs(em, Tag, input.tags as { id: string }[], 'tags');
    if (input.deliveryAreas !== undefined) {
      // The list replaces the branch's areas; orphans are deleted by the relation's orphanedRowAction.
      // An area of the same name keeps its row (and id), so a branch sent back unchanged stays the same.
      const kept = new Map((b.deliveryAreas ?? []).map((a) => [a.area, a]));
      b.deliveryAreas = (input.deliveryAreas as Partial<DeliveryArea>[]).map((a, position) => {
        const row = (a.area !== undefined && kept.get(a.area)) || em.getRepository(DeliveryArea).create();
        if (a.area !== undefined) kept.delete(a.area);
        return Object.assign(row, a, { position });
      });
      // Issue 39 item 5: entering the first delivery area switches delivery on, unless this same
      // request switches it off (a form that unticked the box on purpose).
      if (!hadAreas && b.deliveryAreas.length > 0 && input.isDeliveryEnabled !== false) b.isDeliveryEnabled = true;
    }
    // A new branch gets its real key hash in afterSave, once it has an id.
    if (!b.id) b.apiKeyHash = 'pending';
  },
  afterSave: async (b, _input, em, created) => {
    if (!created) return;
    // The key is in the create response; kept as its hash, and sealed so an admin can show the link again.
    const apiKey = newApiKey();
    await em
      .getRepository(Branch)
      .update({ id: b.id }, { apiKeyHash: hashApiKey(apiKey), apiKeySealed: sealForStorage(b.id, apiKey) });
    return { apiKey };
  },
  viewSchema: branchView,
  publicViewSchema: branchPublicView,
  savedExtras: { apiKey: z.string() },
  view: (b, audience): z.output<typeof branchPublicView> | z.output<typeof branchView> => ({
    id: b.id,
    identifier: b.identifier,
    name: b.name,
    division: b.division ? { id: b.division.id } : null,
    street: b.street,
    zipCode: b.zipCode,
    city: b.city,
    phone: b.phone,
    email: b.email,
    longitude: b.longitude,
    latitude: b.latitude,
    keywords: b.keywords,
    tags: b.tags.map((t) => ({ id: t.id })),
    images: b.images,
    logo: b.logo,
    description: b.description,
    openingHours: withPublicHolidays(b.openingHours),
    deliveryHours: withPublicHolidays(b.deliveryHours),
    orderableFrom: b.orderableFrom,
    closedMessage: b.closedMessage,
    deliveryAreas: [...b.deliveryAreas]
      .sort((x, y) => x.position - y.position)
      .map((a) => ({
        id: a.id,
        area: a.area,
        price: a.price,
        tax: a.tax,
        free: a.free,
        minimumOrderValue: a.minimumOrderValue,
        freeFromOrderValue: a.freeFromOrderValue,
        zipCodes: a.zipCodes ?? [],
      })),
    ...(Object.fromEntries(FLAGS.map((f) => [f, b[f]])) as Record<(typeof FLAGS)[number], boolean>),
    ...(audience === 'staff'
      ? {
          internalNote: b.internalNote,
          productionCutoff: b.productionCutoffTime
            ? { daysBefore: b.productionCutoffDaysBefore, time: b.productionCutoffTime }
            : null,
        }
      : {}),
  }),
});
