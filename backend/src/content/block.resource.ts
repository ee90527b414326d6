import { z } from 'zod';
import { mapBlocks, OWN_TEXTS, validateBlocks } from '@bestell/domain';
import { ApiError, assertSameShape, defineResource, s } from '../common/index.js';
import { ContentRepository } from './content.repository.js';
import { loadContentViewContext, reusableBlockView, type ContentViewContext } from './content-views.js';
import { newBlockId, storableContent, throwIfErrors } from './content-input.js';
import { ReusableBlock } from './reusable-block.entity.js';

/**
 * Reusable blocks (spec 3 "Block", /api/blocks): blocks several sites show through a block_reference.
 * Readable by everyone (GET /api/init lists them; the sites' views already carry what they reference).
 */
const instant = z.iso.datetime({ offset: true });
/** Blocks are typed in the domain (ContentBlock); documented as open JSON objects for now. */
const blockViewSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    identifier: z.string().meta({ example: 'kontakt-teaser' }),
    blocks: z.array(z.record(z.string(), z.unknown())),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'ReusableBlock' });
assertSameShape<keyof z.output<typeof blockViewSchema>, keyof ReturnType<typeof reusableBlockView>>(true);

export const blockResource = defineResource<ReusableBlock, ContentViewContext>({
  path: 'blocks',
  entity: ReusableBlock,
  label: { one: 'Inhalt', many: 'Inhalte' },
  schema: z.strictObject({
    name: s.required(200),
    identifier: s.identifier(),
    blocks: z.unknown().optional(),
  }),
  order: { name: 'ASC' },
  identifierField: 'identifier',
  publicWhere: {},
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (block, input, em) => {
    if (input.name !== undefined) block.name = input.name as string;
    if (input.identifier !== undefined) block.identifier = input.identifier as string;
    if (input.blocks === undefined && block.blocks !== undefined) return;
    // No block_reference inside a reusable block: references could form a cycle.
    const result = validateBlocks(input.blocks ?? [], { newId: newBlockId, allowReferences: false });
    throwIfErrors(result.errors);
    block.blocks = await storableContent(em, result.value, (value, visitor) => mapBlocks(value, visitor));
  },
  beforeDelete: async (block, em) => {
    const paths = await new ContentRepository(em).sitesReferencingBlock(block.id);
    if (paths.length) throw new ApiError(409, [{ message: OWN_TEXTS.blockStillReferenced(paths.map((p) => `/${p}`)) }]);
  },
  viewContext: loadContentViewContext,
  viewSchema: blockViewSchema,
  view: (block, _audience, ctx) => ({ ...reusableBlockView(block, ctx) }),
});
