import type { DeviceCommand, DeviceType } from '@bestell/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { Branch } from '../catalog/index.js';
import { BaseEntity } from '../database/index.js';

export const DEVICE_TYPES = [
  'printer',
  'signage',
  'frontdesk',
  'time-clock',
  'kiosk',
] as const satisfies readonly DeviceType[];
/**
 * State of the device's latest command (its device_command row): none: never had one; pending: stored or
 * sent, waiting for the device's ack; acknowledged; aborted; failed: expired without an ack.
 */
export const COMMAND_STATES = ['none', 'pending', 'acknowledged', 'aborted', 'failed'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

/** A printer, signage screen or frontdesk terminal that holds a socket in its device room (spec 3, 7). */
@Entity('device')
@Unique('UQ_device_identifier', ['identifier'])
export class Device extends BaseEntity {
  @Column({ type: 'varchar', length: 100 }) identifier: string;
  @Column({ type: 'varchar', length: 20 }) type: DeviceType;
  @Column({ type: 'varchar', length: 200, default: '' }) name: string;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_device_branch' })
  @Index('IDX_device_branch')
  branch: Relation<Branch>;

  /** SHA-256 of the device token (192 random bits, shown once on create); never selected by default. */
  @Column({ type: 'varchar', length: 64, select: false }) tokenHash: string;
  @Column({ type: 'timestamptz', nullable: true }) lastSeenAt: Date | null;
  @Column({ type: 'jsonb', nullable: true }) pendingCommand: DeviceCommand | null;
  @Column({ type: 'varchar', length: 20, default: 'none' }) commandState: CommandState;
  /** Printers only: raw-TCP 'host' or 'host:port' the print job sends receipts to (issue 6). */
  @Column({ type: 'varchar', length: 255, nullable: true }) address: string | null;
  /** Kiosks only: scrypt hash of the staff exit PIN (issue 21), set in the back office; never in a view. */
  @Column({ type: 'varchar', length: 200, nullable: true }) exitPinHash: string | null;
}
