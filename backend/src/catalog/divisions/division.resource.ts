import { z } from 'zod';
import { assignPlain, defineResource, imageRefView, s, resolveImageRefs } from '../../common/index.js';
import { mediaList } from '../shared-schemas.js';
import { Division } from './division.entity.js';

const divisionView = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string().meta({ example: 'baeckerei' }),
    name: z.string().meta({ example: 'Bäckerei' }),
    title: z.string(),
    description: z.string(),
    images: z.array(imageRefView),
    isPublic: z.boolean(),
    isEnabled: z.boolean(),
  })
  .meta({ id: 'Division', description: 'A line of business (spec 3 "Division")' });

export const divisionResource = defineResource({
  path: 'divisions',
  entity: Division,
  label: { one: 'Organisation', many: 'Organisationen' },
  schema: z.strictObject({
    identifier: s.identifier(),
    name: s.required(200),
    title: s.text(200).optional(),
    description: s.text(5000).optional(),
    images: mediaList.optional(),
    isPublic: z.boolean().optional(),
    isEnabled: z.boolean().optional(),
  }),
  order: { name: 'ASC' },
  identifierField: 'identifier',
  publicWhere: { isPublic: true, isEnabled: true },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (d, input, em) => {
    await resolveImageRefs(em, input, ['images']);
    assignPlain(d, input);
  },
  viewSchema: divisionView,
  view: (d): z.output<typeof divisionView> => ({
    id: d.id,
    identifier: d.identifier,
    name: d.name,
    title: d.title,
    description: d.description,
    images: d.images,
    isPublic: d.isPublic,
    isEnabled: d.isEnabled,
  }),
});
