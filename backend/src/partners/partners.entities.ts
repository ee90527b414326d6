import type { PartnerScope, WebhookDeliveryState, WebhookEvent } from '@bestell/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Branch } from '../catalog/index.js';
import { BaseEntity } from '../database/index.js';

/** An outside partner (catering client, delivery partner) with an API token for the partner API (issue 21/22). */
@Entity('external_user')
export class ExternalUser extends BaseEntity {
  @Column({ type: 'varchar', length: 200 }) name: string;
  /** Where the owner's notices go (e.g. an endpoint disabled after repeated failures). */
  @Column({ type: 'varchar', length: 200, nullable: true }) email: string | null;
  @Column({ type: 'varchar', array: true, length: 40, default: () => "'{}'" }) scopes: PartnerScope[];
  @ManyToMany(() => Branch)
  @JoinTable({
    name: 'external_user_branches',
    joinColumn: { name: 'externalUserId', foreignKeyConstraintName: 'FK_external_user_branches_user' },
    inverseJoinColumn: { name: 'branchId', foreignKeyConstraintName: 'FK_external_user_branches_branch' },
  })
  branches: Relation<Branch>[];
  /** SHA-256 of the API token (192 random bits, shown once); the lookup by hash is the comparison. */
  @Index('UQ_external_user_token', { unique: true })
  @Column({ type: 'varchar', length: 64, select: false })
  tokenHash: string;
  /** The token's first characters, so staff can tell which token a partner uses. */
  @Column({ type: 'varchar', length: 8, default: '' }) tokenHint: string;
  @Column({ type: 'boolean', default: true }) isActive: boolean;
  @Column({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
}

/** A URL of an external user that receives signed order events. */
@Entity('webhook_endpoint')
export class WebhookEndpoint extends BaseEntity {
  @ManyToOne(() => ExternalUser, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'externalUserId', foreignKeyConstraintName: 'FK_webhook_endpoint_user' })
  @Index('IDX_webhook_endpoint_user')
  externalUser: Relation<ExternalUser>;
  @Column({ type: 'varchar', length: 2000 }) url: string;
  @Column({ type: 'varchar', array: true, length: 40 }) events: WebhookEvent[];
  /** HMAC key of X-Signature; shown once at creation, needed in clear to sign, never in a view. */
  @Column({ type: 'varchar', length: 100, select: false }) secret: string;
  @Column({ type: 'boolean', default: true }) isEnabled: boolean;
  /** Failed attempts in a row (any event); reset by a success, disables the endpoint at the limit. */
  @Column({ type: 'integer', default: 0 }) consecutiveFailures: number;
  @Column({ type: 'timestamptz', nullable: true }) disabledAt: Date | null;
}

/** One event for one endpoint: the delivery log entry, with its last attempt's response. */
@Entity('webhook_delivery')
@Unique('UQ_webhook_delivery_event', ['endpoint', 'eventId'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'endpointId', foreignKeyConstraintName: 'FK_webhook_delivery_endpoint' })
  endpoint: Relation<WebhookEndpoint>;
  /** The idempotency id the receiver sees (X-Webhook-Id): one per order event, the same on every retry. */
  @Column({ type: 'varchar', length: 64 }) eventId: string;
  @Column({ type: 'varchar', length: 40 }) event: WebhookEvent;
  @Column({ type: 'uuid', nullable: true }) orderId: string | null;
  /** The body as sent (snapshot at the event), so every attempt sends the same bytes. */
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) state: WebhookDeliveryState;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ type: 'integer', nullable: true }) lastStatus: number | null;
  @Column({ type: 'text', nullable: true }) lastResponse: string | null;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  /** A run holds the delivery until then, so a job handed out twice (stalled) does not POST twice at once. */
  @Column({ type: 'timestamptz', nullable: true }) claimedUntil: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
