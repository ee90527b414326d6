import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { QuoteLine, QuoteState } from '@bestell/domain';
import { money } from '../database/index.js';
import { Order } from '../orders/index.js';

/**
 * A catering quote (issue 21 item 4): the priced answer to one quotation order (the checkout's
 * 'Angebotsanfrage abschicken'), keyed by that order. Accepting it turns the order into a confirmed one
 * at the quoted lines; the quote keeps what was offered.
 */
@Entity('quote')
@Index('IDX_quote_branch_state', ['branchId', 'state'])
export class Quote {
  /** The quotation order (one quote per order). */
  @PrimaryColumn({ type: 'uuid' }) orderId: string;
  // Deleting the order (admins only) deletes its quote.
  @OneToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_quote_order' })
  order: Relation<Order>;
  @Column({ type: 'uuid' }) branchId: string;
  @Column({ type: 'varchar', length: 20, default: 'requested' }) state: QuoteState;
  /** +1 per change; the customer accepts the version they saw (409 otherwise). */
  @Column({ type: 'integer', default: 1 }) version: number;

  // What the customer asked for
  @Column({ type: 'timestamptz', nullable: true }) eventDate: Date | null;
  @Column({ type: 'integer', nullable: true }) guests: number | null;
  @Column({ type: 'text', default: '' }) notes: string;

  // What staff offer
  @Column({ type: 'jsonb', default: () => "'[]'" }) lines: QuoteLine[];
  @Column({ type: 'varchar', length: 200, default: '' }) feeLabel: string;
  @Column(money({ default: 0 })) fee: string;
  @Column({ type: 'varchar', length: 10, default: '20' }) feeTaxRate: string;
  @Column({ type: 'date', nullable: true }) validUntil: string | null;
  @Column({ type: 'text', default: '' }) message: string;
  /** The priced total of the current lines (for lists); recomputed on every save. */
  @Column(money({ default: 0 })) totalGross: string;

  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) answeredAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
