import { Column, Entity, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { money, rate } from '../../database/index.js';
import { Branch } from './branch.entity.js';

// A table rather than JSON so fees and minimum order values stay numeric columns.
@Entity('delivery_area')
export class DeliveryArea {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => Branch, (b) => b.deliveryAreas, {
    onDelete: 'CASCADE',
    nullable: false,
    orphanedRowAction: 'delete',
  })
  branch: Relation<Branch>;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  area: string;

  @Column(money({ default: 0 }))
  price: string;

  @Column(rate({ default: 20 }))
  tax: string;

  @Column({ type: 'boolean', default: false })
  free: boolean;

  @Column(money({ default: 0 }))
  minimumOrderValue: string;

  @Column(money({ nullable: true }))
  freeFromOrderValue: string | null;

  /** Zip codes served ("8010" or a prefix "80*"); empty: any (issue 12, domain areaCoversZip). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  zipCodes: string[];
}
