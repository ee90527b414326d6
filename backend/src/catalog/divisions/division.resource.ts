import { z } from 'zod';
import { assignPlain, defineResource, s, resolveImageRefs } from '../../common/index.js';
import { mediaList } from '../shared-schemas.js';
import { Division } from './division.entity.js';

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
  view: (d) => ({
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
