import type {
  ScheduleEntry,
  ScreenTimes,
  SegmentItem,
  SignageCurrentItem,
  SignageOrientation,
  SignageZone,
  StreamTakeover,
} from '@bestell/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Branch } from '../catalog/index.js';
import { BaseEntity } from '../database/index.js';
import { Device } from '../devices/index.js';

/** A layout of zones (spec 7 "scenes"; found by path as well). Zones are one JSON document: edited as a whole. */
@Entity('signage_scene')
@Unique('UQ_signage_scene_path', ['path'])
export class Scene extends BaseEntity {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 200 }) path: string;
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_signage_scene_branch' })
  branch: Relation<Branch> | null;
  @Column({ type: 'varchar', length: 10, default: 'landscape' }) orientation: SignageOrientation;
  @Column({ type: 'varchar', length: 30, default: '#000000' }) background: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) zones: SignageZone[];
}

/** 'Filmsequenz': scenes in order with durations and transitions. */
@Entity('signage_segment')
export class SignageSegment extends BaseEntity {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_signage_segment_branch' })
  branch: Relation<Branch> | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) items: SegmentItem[];
}

/** A schedule of segments with takeovers and a fallback segment. */
@Entity('signage_stream')
export class SignageStream extends BaseEntity {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_signage_stream_branch' })
  branch: Relation<Branch> | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) entries: ScheduleEntry[];
  @Column({ type: 'jsonb', default: () => "'[]'" }) takeovers: StreamTakeover[];
  @ManyToOne(() => SignageSegment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'fallbackSegmentId', foreignKeyConstraintName: 'FK_signage_stream_fallback' })
  fallbackSegment: Relation<SignageSegment> | null;
}

/** A show-scene / show-message command in force (kept so the preview and a reloaded player agree). */
export interface ScreenOverride {
  sceneId?: string | null;
  message?: string | null;
  until: string;
}

/**
 * The signage side of a TV: shares its id with the `device` row (type 'signage') that holds branch,
 * token hash and the persisted command; deleting the device deletes this.
 */
@Entity('signage_screen')
export class SignageScreen {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @OneToOne(() => Device, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'FK_signage_screen_device' })
  device: Relation<Device>;
  @ManyToOne(() => SignageStream, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'streamId', foreignKeyConstraintName: 'FK_signage_screen_stream' })
  stream: Relation<SignageStream> | null;
  @ManyToOne(() => SignageSegment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'segmentId', foreignKeyConstraintName: 'FK_signage_screen_segment' })
  segment: Relation<SignageSegment> | null;
  @Column({ type: 'varchar', length: 10, default: 'landscape' }) orientation: SignageOrientation;
  @Column({ type: 'jsonb', nullable: true }) screenTimes: ScreenTimes | null;
  @Column({ type: 'boolean', default: false }) paired: boolean;
  @Column({ type: 'boolean', default: false }) online: boolean;
  @Column({ type: 'timestamptz', nullable: true }) lastHeartbeatAt: Date | null;
  @Column({ type: 'jsonb', nullable: true }) currentItem: SignageCurrentItem | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) contentVersion: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) latestVersion: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) playerVersion: string | null;
  @Column({ type: 'integer', nullable: true }) uptimeSeconds: number | null;
  /** Storage key of the last screenshot (served by GET /api/signage/screenshots/{id}/{file}). */
  @Column({ type: 'varchar', length: 200, nullable: true }) screenshotKey: string | null;
  @Column({ type: 'timestamptz', nullable: true }) screenshotAt: Date | null;
  @Column({ type: 'jsonb', nullable: true }) override: ScreenOverride | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
