import { z } from 'zod';
import { assignPlain, defineResource, imageRefView, s, resolveImageRefs } from '../../common/index.js';
import { Tag } from './tag.entity.js';

const tagView = z
  .strictObject({ id: z.uuid(), name: z.string().meta({ example: 'Vegan' }), image: imageRefView.nullable() })
  .meta({ id: 'Tag' });

export const tagResource = defineResource({
  path: 'tags',
  entity: Tag,
  label: { one: 'Tag', many: 'Tags' },
  schema: z.strictObject({ name: s.required(100), image: s.media().nullable().optional() }),
  order: { name: 'ASC' },
  publicWhere: {},
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (t, input, em) => {
    await resolveImageRefs(em, input, ['image']);
    assignPlain(t, input);
  },
  viewSchema: tagView,
  view: (t): z.output<typeof tagView> => ({ id: t.id, name: t.name, image: t.image }),
});
