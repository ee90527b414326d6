import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/** One row per change of an order: what (action), when (at), by whom (actor), at which version. */
@Entity('order_history')
@Index('IDX_order_history_order', ['orderId', 'version'])
export class OrderHistory {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;

  @Column({ type: 'uuid' }) orderId: string;
  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_order_history_order' })
  order: Relation<Order>;

  @Column({ type: 'integer' }) version: number;
  @Column({ type: 'varchar', length: 40 }) action: string;
  /** 'customer', 'staff:<userId>', 'frontdesk:<branchId>' or 'system'. */
  @Column({ type: 'varchar', length: 80 }) actor: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at: Date;
  @Column({ type: 'jsonb', default: () => "'{}'" }) data: Record<string, unknown>;
}
