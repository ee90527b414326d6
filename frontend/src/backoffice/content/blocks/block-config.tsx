// Reusable blocks (#/blocks, spec 3 "Block", spec 8 'Inhalte'): the list runs on the generic resource
// list; the editor (BlockEditPage) keeps the block list's ids and types, which the generic page drops.
import type { ContentBlock, ReusableBlockView } from '@bestell/domain';
import type { ResourceConfig } from '../../resources/types';
import { blockLabel } from '../block-form/content-values';
import { BlockFields } from './BlockFields';

type Row = { id: string } & Record<string, unknown>;

export const blocksSummary = (blocks: ContentBlock[] | undefined): string =>
  (blocks ?? []).map((block) => blockLabel(block.type)).join(', ') || '–';

export const blockConfig: ResourceConfig<Row> = {
  key: 'blocks',
  title: 'Inhalte',
  singular: 'Inhalt',
  adminOnly: true,
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    {
      title: 'Blöcke',
      dataIndex: 'blocks',
      render: (blocks: ReusableBlockView['blocks']) => blocksSummary(blocks),
    },
  ],
  searchText: (row) => `${String(row.name ?? '')} ${String(row.identifier ?? '')}`,
  Fields: BlockFields,
  initial: { name: '', identifier: '', blocks: [] },
};
