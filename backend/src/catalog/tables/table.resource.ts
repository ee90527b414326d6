import { z } from 'zod';
import { loadRef, defineResource, isUuid, refView, s } from '../../common/index.js';
import { Branch } from '../branches/branch.entity.js';
import { DiningTable } from './table.entity.js';

const tableView = z
  .strictObject({ id: z.uuid(), identifier: z.string().meta({ example: '12' }), name: z.string(), branch: refView })
  .meta({ id: 'Table', description: 'A table of a branch (dine-in orders)' });

export const tableResource = defineResource({
  path: 'tables',
  entity: DiningTable,
  label: { one: 'Tisch', many: 'Tische' },
  schema: z.strictObject({ identifier: s.required(50), name: s.text(100).optional(), branch: s.ref() }),
  relations: { branch: true },
  order: { identifier: 'ASC' },
  identifierField: 'identifier',
  // Table identifiers repeat across branches ("1"), so a lookup by identifier names the branch.
  identifierQuery: (q) => (typeof q.branch === 'string' && isUuid(q.branch) ? { branch: { id: q.branch } } : {}),
  publicWhere: { branch: { isPublic: true, isEnabled: true } },
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  inScope: (t, ids) => ids.includes(t.branch?.id),
  apply: async (t, input, em) => {
    if (input.identifier !== undefined) t.identifier = input.identifier as string;
    if (input.name !== undefined) t.name = input.name as string;
    if (input.branch !== undefined) t.branch = (await loadRef(em, Branch, input.branch as { id: string }, 'branch'))!;
  },
  viewSchema: tableView,
  view: (t): z.output<typeof tableView> => ({
    id: t.id,
    identifier: t.identifier,
    name: t.name,
    branch: { id: t.branch.id },
  }),
});
