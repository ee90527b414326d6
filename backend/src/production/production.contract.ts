import { z } from 'zod';
import type { ProductionLine } from '@bestell/domain';
import { assertSameShape, defineRoute, s } from '../common/index.js';

// Route contract of the bake list and packing lists (issue 42 item 1), checked against the domain's line type.

const ref = z.strictObject({ id: z.string(), name: z.string() });
const quantity = z.string().meta({ description: 'Decimal quantity in `unit` (pieces or kilograms)', example: '20' });

const productionLine = z
  .strictObject({
    product: ref,
    option: z
      .string()
      .nullable()
      .meta({ description: "Chosen single-choice options that change the bake ('Groß (26 cm)')" }),
    unit: z.string().meta({ description: "'piece', 'kilogram' or the product's own unit", example: 'piece' }),
    quantity,
    approximate: z.boolean().meta({ description: "Sold by approximate weight: shown as 'ca.'" }),
    byBranch: z.array(z.strictObject({ branch: ref, quantity })),
  })
  .meta({
    id: 'ProductionLine',
    description: 'One product (and variant) of the bake list with its packing-list shares.',
  });
assertSameShape<z.output<typeof productionLine>, ProductionLine>(true);

export const productionListView = z
  .strictObject({
    date: z.iso.date(),
    frozenAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'When the list was frozen at the cut-off; null: live' }),
    lines: z.array(productionLine),
    deltas: z.array(productionLine).meta({ description: 'Changes after the cut-off (empty while the list is live)' }),
  })
  .meta({
    id: 'ProductionList',
    description: 'Bake list (Backzettel) of a production day; with `branch`, that branch’s packing list.',
  });

export const PRODUCTION_ROUTES = {
  list: defineRoute({
    tags: ['production'],
    summary: 'Bake list of a day, or one branch’s packing list (staff)',
    query: z.object({ date: s.date(), branch: z.uuid().optional() }),
    responses: { 200: productionListView },
    errors: [403],
  }),
};
