import { z } from 'zod';
import { assignPlain, defineResource, imageRefView, s, resolveImageRefs } from '../../common/index.js';
import { Donatee } from './donatee.entity.js';

const donateePublicView = z
  .strictObject({ id: z.uuid(), name: z.string(), description: z.string(), image: imageRefView.nullable() })
  .meta({ id: 'DonateePublic' });
const donateeView = donateePublicView.extend({ isEnabled: z.boolean() }).meta({ id: 'Donatee' });

export const donateeResource = defineResource({
  path: 'donatees',
  entity: Donatee,
  label: { one: 'Spendenempfänger', many: 'Spendenempfänger' },
  schema: z.strictObject({
    name: s.required(200),
    description: s.text(5000).optional(),
    image: s.media().nullable().optional(),
    isEnabled: z.boolean().optional(),
  }),
  order: { name: 'ASC' },
  publicWhere: { isEnabled: true },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (d, input, em) => {
    await resolveImageRefs(em, input, ['image']);
    assignPlain(d, input);
  },
  viewSchema: donateeView,
  publicViewSchema: donateePublicView,
  view: (d, audience): z.output<typeof donateePublicView> | z.output<typeof donateeView> => ({
    id: d.id,
    name: d.name,
    description: d.description,
    image: d.image,
    ...(audience === 'staff' ? { isEnabled: d.isEnabled } : {}),
  }),
});
