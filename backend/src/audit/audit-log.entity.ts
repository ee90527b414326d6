import type { AuditAction, AuditActorKind, AuditChanges } from '@bestell/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff change or login (issue 21 item 6). Written in the transaction of the change it describes;
 * actor name and ids are copies, so a row outlives the user, branch or record it names (no foreign keys).
 */
@Entity('audit_log')
@Index('IDX_audit_log_at', ['at'])
@Index('IDX_audit_log_actor_at', ['actorId', 'at'])
@Index('IDX_audit_log_resource_at', ['resource', 'resourceId', 'at'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_audit_log' }) id: string;
  /** The transaction's now(): the moment of the change. */
  @Column({ type: 'timestamptz', default: () => 'now()' }) at: Date;
  @Column({ type: 'varchar', length: 20 }) actorKind: AuditActorKind;
  @Column({ type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) actorName: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 40 }) action: AuditAction;
  @Column({ type: 'varchar', length: 60 }) resource: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) resourceId: string | null;
  @Column({ type: 'uuid', nullable: true }) branchId: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) detail: string | null;
  @Column({ type: 'jsonb', nullable: true }) changes: AuditChanges | null;
}
