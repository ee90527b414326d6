import type { TemplateLayer } from '@bestell/domain';
import { Column, Entity, Unique } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

/** A canvas plus ordered layers (spec 7 "image-templates"), rendered with data into a PNG or WebP. */
@Entity('image_template')
@Unique('UQ_image_template_identifier', ['identifier'])
export class ImageTemplate extends BaseEntity {
  @Column({ type: 'varchar', length: 100 }) identifier: string;
  @Column({ type: 'varchar', length: 200, default: '' }) name: string;
  @Column({ type: 'integer' }) width: number;
  @Column({ type: 'integer' }) height: number;
  @Column({ type: 'varchar', length: 9, default: '#ffffff' }) background: string;
  /** Drawn in order, the first at the bottom. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) layers: TemplateLayer[];
}
