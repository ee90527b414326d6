import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Branch } from '../../catalog/index.js';
import { BaseEntity } from '../../database/index.js';

/**
 * A message sent with the storefront's contact form (issue 15 item 5); staff read it, admins delete it.
 * Issue 36: a message sent for a branch is read by that branch's staff; one without a branch by admins.
 */
@Entity('contact_submission')
@Index('IDX_contact_submission_createdAt', ['createdAt'])
@Index('IDX_contact_submission_branch', ['branchId'])
export class ContactSubmission extends BaseEntity {
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'text' })
  comment: string;

  /** Set by the e-mail job once the shop's mail went out (the outbox may still be on its way). */
  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  /** The branch the visitor wrote to (null: the shop as a whole); a deleted branch leaves it to admins. */
  @Column({ type: 'uuid', nullable: true })
  branchId: string | null;

  @ManyToOne(() => Branch, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_contact_submission_branch' })
  branch?: Relation<Branch> | null;
}
