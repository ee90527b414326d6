import { z } from 'zod';
import { assignPlain, defineResource, imageRefView, s, resolveImageRefs } from '../../common/index.js';
import { catalogChanged } from '../catalog-changes.js';
import { schedule } from '../shared-schemas.js';
import { Category } from './category.entity.js';

const categoryView = z
  .strictObject({
    id: z.uuid(),
    name: z.string().meta({ example: 'Brot & Gebäck' }),
    position: z.number().int(),
    image: imageRefView.nullable(),
    isEnabled: z.boolean(),
    isPublic: z.boolean(),
    isVisibleWhenUnavailable: z.boolean(),
    schedule,
  })
  .meta({ id: 'Category' });

export const categoryResource = defineResource({
  path: 'categories',
  entity: Category,
  label: { one: 'Kategorie', many: 'Kategorien' },
  schema: z.strictObject({
    name: s.required(200),
    position: z.number().int().min(0).max(100000).optional(),
    image: s.media().nullable().optional(),
    isEnabled: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    isVisibleWhenUnavailable: z.boolean().optional(),
    schedule: schedule.optional(),
  }),
  order: { position: 'ASC', name: 'ASC' },
  // Disabled items stay visible to customers only when marked visible-when-unavailable (spec section 2).
  publicWhere: [
    { isPublic: true, isEnabled: true },
    { isPublic: true, isVisibleWhenUnavailable: true },
  ],
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (c, input, em) => {
    await resolveImageRefs(em, input, ['image']);
    assignPlain(c, input);
  },
  afterSave: async (c, _input, em) => catalogChanged(em, null, c.id),
  viewSchema: categoryView,
  view: (c): z.output<typeof categoryView> => ({
    id: c.id,
    name: c.name,
    position: c.position,
    image: c.image,
    isEnabled: c.isEnabled,
    isPublic: c.isPublic,
    isVisibleWhenUnavailable: c.isVisibleWhenUnavailable,
    schedule: c.schedule,
  }),
});
