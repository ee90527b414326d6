import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Branch } from '../catalog/index.js';

/** Last ticket number per branch and local day; bumped with an upsert inside the order transaction. */
@Entity('ticket_counter')
export class TicketCounter {
  @PrimaryColumn({ type: 'uuid' }) branchId: string;
  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_ticket_counter_branch' })
  branch: Relation<Branch>;
  @PrimaryColumn({ type: 'date' }) day: string;
  @Column({ type: 'integer' }) last: number;
}
