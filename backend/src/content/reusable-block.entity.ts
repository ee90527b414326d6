import type { ContentBlock } from '@bestell/domain';
import { Column, Entity, Unique } from 'typeorm';
import { BaseEntity } from '../database/index.js';

/** A reusable block (spec 3 "Block": id, name, identifier): blocks that sites reference by id. */
@Entity('content_block')
@Unique('UQ_content_block_identifier', ['identifier'])
export class ReusableBlock extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  identifier: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  blocks: ContentBlock[];
}
