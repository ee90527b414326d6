import type { DeviceType } from '@bestell/domain';
import { Column, Entity, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { BaseEntity } from '../database/index.js';
import { Device } from './device.entity.js';

/** A screen's request to be paired: the code it shows, the secret only it knows, and the device once bound. */
@Entity('device_pairing')
@Unique('UQ_device_pairing_code', ['code'])
export class DevicePairing extends BaseEntity {
  @Column({ type: 'varchar', length: 20 }) type: DeviceType;
  @Column({ type: 'varchar', length: 12 }) code: string;
  @Column({ type: 'varchar', length: 64 }) secretHash: string;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'uuid', nullable: true }) deviceId: string | null;
  @ManyToOne(() => Device, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'deviceId', foreignKeyConstraintName: 'FK_device_pairing_device' })
  device?: Relation<Device> | null;
}
