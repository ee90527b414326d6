import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

/** A message sent with the storefront's contact form (issue 15 item 5); staff read it, admins delete it. */
@Entity('contact_submission')
@Index('IDX_contact_submission_createdAt', ['createdAt'])
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
}
