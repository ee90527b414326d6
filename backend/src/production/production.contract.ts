import { z } from 'zod';
import type { ProductionDelta, ProductionLine } from '@bestell/domain';
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

const signed = z.string().meta({ description: 'Signed decimal change in `unit`', example: '-2' });
const productionDelta = z
  .strictObject({
    product: ref,
    option: z.string().nullable(),
    unit: z.string(),
    quantity: signed,
    approximate: z.boolean(),
    byBranch: z.array(z.strictObject({ branch: ref, quantity: signed })),
    text: z.string().meta({ example: '+3 Kaisersemmel seit 20:00' }),
  })
  .meta({
    id: 'ProductionDelta',
    description: 'A signed change of a line since the freeze (live - frozen), in total and per branch.',
  });
assertSameShape<z.output<typeof productionDelta>, ProductionDelta>(true);

const instant = z.iso.datetime({ offset: true });

export const productionListView = z
  .strictObject({
    date: z.iso.date(),
    frozenAt: instant.nullable().meta({
      description: 'When the first branch of the list was frozen at its cut-off; null: every branch is live',
    }),
    frozen: z
      .array(z.strictObject({ branch: ref, frozenAt: instant }))
      .meta({ description: 'The branches of the list that are frozen, and when' }),
    lines: z.array(productionLine).meta({
      description:
        'The figures to bake: for a frozen branch its frozen figures (they never change after the cut-off), ' +
        'for the others the live ones. Frozen figure + `deltas` = live figure.',
    }),
    deltas: z.array(productionDelta).meta({
      description: 'Changes of the frozen branches since their freeze (empty while the list is live)',
    }),
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
