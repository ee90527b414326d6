import { z } from 'zod';
import { assignPlain, defineResource, s, resolveImageRefs } from '../../common/index.js';
import { Tag } from './tag.entity.js';

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
  view: (t) => ({ id: t.id, name: t.name, image: t.image }),
});
