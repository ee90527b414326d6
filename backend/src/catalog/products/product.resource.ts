import { z } from 'zod';
import { UNITS, UPLOAD_TYPES } from '@bestell/domain';
import {
  loadRef,
  assignPlain,
  defineResource,
  imageRefView,
  refView,
  s,
  resolveImageRefs,
} from '../../common/index.js';
import { catalogChanged } from '../catalog-changes.js';
import { Category } from '../categories/category.entity.js';
import { placeProductInMenus, removeProductFromMenus } from '../menus/menu-placement.js';
import { mediaList, schedule } from '../shared-schemas.js';
import {
  CALCULATION_MODELS,
  LEAD_TIME_TYPES,
  MODIFIERS,
  PART_TYPES,
  PRODUCT_TYPES,
  Product,
} from './product.entity.js';

// Only units the domain knows (spec section 9), so prices and quantities can be computed.
const unit = z.enum(Object.keys(UNITS) as [string, ...string[]]);
const uploadExtension = z.enum(Object.keys(UPLOAD_TYPES) as [string, ...string[]]);

const part = z.strictObject({
  type: z.enum(PART_TYPES),
  name: s.required(200),
  description: s.text(2000).optional(),
  optional: z.boolean().default(false),
  options: z
    .array(z.strictObject({ name: s.required(200), value: s.money(), modifier: z.enum(MODIFIERS).default('add') }))
    .max(100)
    .default([]),
  // Issue 40 item 7: what an image / file step states about its files, checked at selection and on the order.
  minimumWidth: z.number().int().min(1).max(20000).nullish(),
  minimumHeight: z.number().int().min(1).max(20000).nullish(),
  allowedExtensions: z.array(uploadExtension).max(20).nullish(),
});

/** The product as GET answers it (issue 22): every column but the internal ones; staff also get those. */
const quantityView = z.string().meta({ example: '1.000' });
const productPublicView = z
  .strictObject({
    id: z.uuid(),
    name: z.string().meta({ example: 'Kaisersemmel' }),
    description: z.string(),
    type: z.enum(PRODUCT_TYPES),
    category: refView.nullable(),
    position: z.number().int(),
    price: z.string().meta({ example: '0.65' }),
    pricing: z.string(),
    calculationModel: z.enum(CALCULATION_MODELS),
    unit: z.string().meta({ example: 'piece' }),
    alternativeUnits: z.array(
      z.strictObject({
        unit: z.string(),
        ratio: z.string(),
        minimumQuantity: quantityView.nullish(),
        maximumQuantity: quantityView.nullish(),
        quantityStepSize: quantityView.nullish(),
        calculationModel: z.enum(CALCULATION_MODELS).nullish(),
      }),
    ),
    minimumQuantity: quantityView,
    maximumQuantity: quantityView.nullable(),
    quantityStepSize: quantityView,
    defaultQuantity: quantityView,
    defaultUnit: z.string().nullable(),
    isPriceHidden: z.boolean(),
    isEnabled: z.boolean(),
    isPublic: z.boolean(),
    isStepByStep: z.boolean(),
    isVisibleWhenUnavailable: z.boolean(),
    schedule,
    images: z.array(imageRefView),
    allergens: z.string(),
    content: z.strictObject({
      category: z.string().optional(),
      allergens: z.string().optional(),
      duration: z.number().optional(),
    }),
    tax: z.string().meta({ example: '10' }),
    takeawayTax: z.string(),
    dineInTax: z.string(),
    config: z.strictObject({
      parts: z.array(
        z.strictObject({
          type: z.enum(PART_TYPES),
          name: z.string(),
          description: z.string().nullish(),
          optional: z.boolean(),
          options: z
            .array(z.strictObject({ name: z.string(), value: z.string(), modifier: z.enum(MODIFIERS) }))
            .optional(),
          minimumWidth: z.number().int().nullish(),
          minimumHeight: z.number().int().nullish(),
          allowedExtensions: z.array(z.string()).nullish(),
        }),
      ),
    }),
    isLeadTimeEnabled: z.boolean(),
    leadTimeType: z.enum(LEAD_TIME_TYPES).nullable(),
    leadTimeValue: z.number().int().nullable(),
    preparationMinutes: z.number().int(),
  })
  .meta({ id: 'ProductPublic', description: 'A product as the storefront reads it (spec 3 "Product")' });
const productView = productPublicView
  .extend({
    internalNote: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Product' });

/** The category a product had before `apply` changed it in place, for moving it between menu groups. */
const categoryBefore = new WeakMap<Product, string | null>();

export const productResource = defineResource({
  path: 'products',
  entity: Product,
  label: { one: 'Produkt', many: 'Produkte' },
  schema: z.strictObject({
    name: s.required(200),
    description: s.text(5000).optional(),
    type: z.enum(PRODUCT_TYPES).optional(),
    category: s.ref().nullable().optional(),
    position: z.number().int().min(0).max(100000).optional(),
    price: s.money(),
    pricing: s.text(100).optional(),
    calculationModel: z.enum(CALCULATION_MODELS).optional(),
    unit: unit.optional(),
    alternativeUnits: z
      .array(
        z.strictObject({
          unit,
          ratio: s.quantity(),
          minimumQuantity: s.quantity().nullish(),
          maximumQuantity: s.quantity().nullish(),
          quantityStepSize: s.quantity().nullish(),
          calculationModel: z.enum(CALCULATION_MODELS).nullish(),
        }),
      )
      .max(10)
      .optional(),
    minimumQuantity: s.quantity().optional(),
    maximumQuantity: s.quantity().nullable().optional(),
    quantityStepSize: s.quantity().optional(),
    defaultQuantity: s.quantity().optional(),
    defaultUnit: unit.nullable().optional(),
    isPriceHidden: z.boolean().optional(),
    isEnabled: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    isStepByStep: z.boolean().optional(),
    isVisibleWhenUnavailable: z.boolean().optional(),
    schedule: schedule.optional(),
    images: mediaList.optional(),
    allergens: s.text(10000).optional(),
    content: z
      .strictObject({
        category: s.text(200).optional(),
        allergens: s.text(2000).optional(),
        duration: z.number().int().min(1).max(600).optional(),
      })
      .optional(),
    tax: s.rate().optional(),
    takeawayTax: s.rate().optional(),
    dineInTax: s.rate().optional(),
    config: z.strictObject({ parts: z.array(part).max(30) }).optional(),
    isLeadTimeEnabled: z.boolean().optional(),
    leadTimeType: z.enum(LEAD_TIME_TYPES).nullable().optional(),
    leadTimeValue: z.number().int().min(0).max(10000).nullable().optional(),
    preparationMinutes: z.number().int().min(0).max(1440).optional(),
    internalNote: s.text(5000).optional(),
  }),
  relations: { category: true },
  order: { position: 'ASC', name: 'ASC' },
  publicWhere: [
    { isPublic: true, isEnabled: true },
    { isPublic: true, isVisibleWhenUnavailable: true },
  ],
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (p, input, em) => {
    await resolveImageRefs(em, input, ['images']);
    if (p.id) categoryBefore.set(p, p.category?.id ?? null);
    assignPlain(p, input, ['category']);
    if (input.category !== undefined) {
      p.category = await loadRef(em, Category, input.category as { id: string } | null, 'category');
    }
  },
  afterSave: async (p, _input, em, created) => {
    // Issue 39 item 1: a new product joins its category's menu groups, a moved one follows its category.
    const to = p.category?.id ?? null;
    await placeProductInMenus(em, p.id, { created, from: created ? null : (categoryBefore.get(p) ?? null), to });
    await catalogChanged(em, p.id, to);
  },
  beforeDelete: async (p, em) => {
    await removeProductFromMenus(em, p.id);
    await catalogChanged(em, p.id, p.category?.id ?? null);
  },
  viewSchema: productView,
  publicViewSchema: productPublicView,
  view: (p, audience) => {
    const { internalNote, category, createdAt, updatedAt, ...rest } = p;
    return {
      ...rest,
      category: category ? { id: category.id } : null,
      ...(audience === 'staff' ? { internalNote, createdAt, updatedAt } : {}),
    };
  },
});
