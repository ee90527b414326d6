import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A replayable response per Idempotency-Key and scope; kept at least 24 hours. */
@Entity('idempotency_key')
@Index('IDX_idempotency_key_created', ['createdAt'])
export class IdempotencyKey {
  @PrimaryColumn({ type: 'varchar', length: 200 }) key: string;
  @PrimaryColumn({ type: 'varchar', length: 100 }) scope: string;
  @Column({ type: 'char', length: 64 }) requestHash: string;
  @Column({ type: 'varchar', length: 10 }) state: 'running' | 'done';
  @Column({ type: 'integer', nullable: true }) responseStatus: number | null;
  @Column({ type: 'jsonb', nullable: true }) responseBody: unknown;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
