import type { DeviceCommand } from '@bestell/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Device } from './device.entity.js';

/** pending: stored, not yet on a socket; sent: emitted to a connected socket; the rest are final. */
export const COMMAND_ROW_STATES = ['pending', 'sent', 'acknowledged', 'failed', 'aborted'] as const;
export type CommandRowState = (typeof COMMAND_ROW_STATES)[number];

/** One command to one device, kept until the device is deleted; the id is the command's id. */
@Entity('device_command')
@Index('IDX_device_command_device_state', ['deviceId', 'state'])
export class DeviceCommandRow {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'uuid' }) deviceId: string;

  @ManyToOne(() => Device, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'deviceId', foreignKeyConstraintName: 'FK_device_command_device' })
  device?: Relation<Device>;

  @Column({ type: 'jsonb' }) command: DeviceCommand;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) state: CommandRowState;
  /** Not re-sent nor handed out after this; it turns 'failed' when read without an ack. */
  @Column({ type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) acknowledgedAt: Date | null;
}
