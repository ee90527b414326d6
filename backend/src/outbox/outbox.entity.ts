import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OutboxTopic } from './outbox-events.js';

/** A consequence of a committed change, written in the change's transaction and published after commit. */
@Entity('outbox')
@Index('IDX_outbox_pending', ['availableAt'], { where: '"sentAt" IS NULL' })
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'varchar', length: 40 }) topic: OutboxTopic;
  /** No foreign key: the row outlives a deleted order. */
  @Column({ type: 'uuid', nullable: true }) orderId: string | null;
  /** Ids only (order id, version); consumers load what they need. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) payload: object;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) availableAt: Date;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
