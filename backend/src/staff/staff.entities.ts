import type { Jurisdiction, PunchKind, Weekday } from '@bestell/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Branch } from '../catalog/index.js';
import { BaseEntity } from '../database/index.js';
import { Device } from '../devices/index.js';
import { User } from '../users/index.js';

/** A department of one branch, e.g. Backstube, Verkauf (spec 3). */
@Entity('department')
@Unique('UQ_department_branch_name', ['branch', 'name'])
export class Department extends BaseEntity {
  @Column({ type: 'varchar', length: 120 }) name: string;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_department_branch' })
  branch: Relation<Branch>;
}

/** Effective-dated work contract: valid from `validFrom` until the person's next one (domain contractOn). */
@Entity('work_contract')
@Unique('UQ_work_contract_user_validFrom', ['user', 'validFrom'])
@Index('IDX_work_contract_anonymised', ['anonymisedAt'])
export class WorkContractRow extends BaseEntity {
  // null only once the person is deleted (anonymised, kept for the retention period); reads of live
  // records join the user, so a loaded row has one.
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_work_contract_user' })
  user: Relation<User>;

  @Column({ type: 'date' }) validFrom: string;
  @Column({ type: 'jsonb', default: () => "'{}'" }) hoursPerWeekday: Partial<Record<Weekday, number>>;
  // Half days exist, so not an integer; a string as pg hands numerics over (no floats).
  @Column({ type: 'numeric', precision: 5, scale: 1 }) holidayDaysPerYear: string;
  @Column({ type: 'varchar', length: 2 }) jurisdiction: Jurisdiction;
  @Column({ type: 'varchar', length: 10, nullable: true }) state: string | null;

  /** Set when the person was deleted: their records stay for the legal period under this random reference. */
  @Column({ type: 'uuid', nullable: true }) personRef: string | null;
  @Column({ type: 'timestamptz', nullable: true }) anonymisedAt: Date | null;
}

/** The time-clock login of a person: a username unique per shop and an argon2 hash of the PIN. */
@Entity('staff_pin')
@Unique('UQ_staff_pin_username', ['username'])
export class StaffPin {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_staff_pin' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_staff_pin_user' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 60 }) username: string;
  /** For the shift-plan SMS of people without a deliverable e-mail address. */
  @Column({ type: 'varchar', length: 40, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 255, select: false }) pinHash: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

export interface PauseSpan {
  start: string;
  end: string | null;
}

/**
 * Recorded working time, derived from punches. One person's activities never overlap as half-open
 * intervals [start, end), so 12:32 stop / 12:32 start is fine; an open one reaches to infinity.
 */
@Entity('working_activity')
@Check('CHK_working_activity_end', `"end" IS NULL OR "end" > "start"`)
@Exclusion(
  'XCL_working_activity_overlap',
  `USING gist ("userId" WITH =, tstzrange("start", COALESCE("end", 'infinity'::timestamptz), '[)') WITH &&)`,
)
@Index('IDX_working_activity_branch_start', ['branch', 'start'])
@Index('IDX_working_activity_project', ['projectId'])
@Index('IDX_working_activity_anonymised', ['anonymisedAt'])
export class WorkingActivity extends BaseEntity {
  // null only once the person is deleted (anonymised, kept for the retention period); reads of live
  // records join the user, so a loaded row has one.
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_working_activity_user' })
  user: Relation<User>;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_working_activity_branch' })
  branch: Relation<Branch>;

  @ManyToOne(() => Department, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'departmentId', foreignKeyConstraintName: 'FK_working_activity_department' })
  department: Relation<Department> | null;

  @Column({ type: 'timestamptz' }) start: Date;
  @Column({ type: 'timestamptz', nullable: true }) end: Date | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) pauses: PauseSpan[];
  // The ids are what writes set; the relations are read for the names in views.
  @Column({ type: 'uuid', nullable: true }) projectId: string | null;
  @Column({ type: 'uuid', nullable: true }) taskId: string | null;

  @ManyToOne(() => Project, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'projectId', foreignKeyConstraintName: 'FK_working_activity_project' })
  project?: Relation<Project> | null;

  @ManyToOne(() => Task, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'taskId', foreignKeyConstraintName: 'FK_working_activity_task' })
  task?: Relation<Task> | null;

  @ManyToOne(() => Device, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'sourceDeviceId', foreignKeyConstraintName: 'FK_working_activity_device' })
  sourceDevice: Relation<Device> | null;

  /** Who changed it last by hand (null: the time clock) and why. */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_working_activity_author' })
  author: Relation<User> | null;

  @Column({ type: 'text', nullable: true }) changeReason: string | null;
  /** Closed by the automatic clock-out, to be reviewed. */
  @Column({ type: 'boolean', default: false }) needsReview: boolean;

  /** Set when the person was deleted: their records stay for the legal period under this random reference. */
  @Column({ type: 'uuid', nullable: true }) personRef: string | null;
  @Column({ type: 'timestamptz', nullable: true }) anonymisedAt: Date | null;
}

/** Append-only: a correction is a new punch with author and reason (a trigger refuses UPDATE). */
@Entity('time_punch')
@Index('IDX_time_punch_user_at', ['user', 'at'])
@Index('IDX_time_punch_anonymised', ['anonymisedAt'])
export class TimePunch {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_time_punch' }) id: string;

  // null only once the person is deleted (anonymised, kept for the retention period); reads of live
  // records join the user, so a loaded row has one.
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_time_punch_user' })
  user: Relation<User>;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_time_punch_branch' })
  branch: Relation<Branch>;

  @ManyToOne(() => WorkingActivity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'activityId', foreignKeyConstraintName: 'FK_time_punch_activity' })
  activity: Relation<WorkingActivity> | null;

  @Column({ type: 'varchar', length: 20 }) kind: PunchKind;
  /** The time the punch stands for: device time when sent, else server time; a correction's new time. */
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ type: 'timestamptz', nullable: true }) deviceTime: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) serverTime: Date;

  @ManyToOne(() => Device, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'deviceId', foreignKeyConstraintName: 'FK_time_punch_device' })
  device: Relation<Device> | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_time_punch_author' })
  author: Relation<User> | null;

  @Column({ type: 'text', nullable: true }) reason: string | null;

  /** Set when the person was deleted: their records stay for the legal period under this random reference. */
  @Column({ type: 'uuid', nullable: true }) personRef: string | null;
  @Column({ type: 'timestamptz', nullable: true }) anonymisedAt: Date | null;
}

/** A planned shift (spec 3 working schedule); published ones are shown on the time clock. */
@Entity('working_schedule')
@Check('CHK_working_schedule_end', `"end" > "start"`)
@Index('IDX_working_schedule_user_start', ['user', 'start'])
export class WorkingSchedule extends BaseEntity {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_working_schedule_user' })
  user: Relation<User>;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_working_schedule_branch' })
  branch: Relation<Branch>;

  @ManyToOne(() => Department, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'departmentId', foreignKeyConstraintName: 'FK_working_schedule_department' })
  department: Relation<Department> | null;

  @Column({ type: 'timestamptz' }) start: Date;
  @Column({ type: 'timestamptz' }) end: Date;
  @Column({ type: 'int', default: 0 }) breakMinutes: number;
  @Column({ type: 'text', default: '' }) note: string;
  @Column({ type: 'boolean', default: false }) isPublished: boolean;
}

export type TaskState = 'open' | 'in-progress' | 'done';
export const TASK_STATES: readonly TaskState[] = ['open', 'in-progress', 'done'];

/** Something to book time to from the time clock (spec 3 project); branch null: every branch. */
@Entity('project')
export class Project extends BaseEntity {
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'text', default: '' }) description: string;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_project_branch' })
  branch: Relation<Branch> | null;

  @Column({ type: 'boolean', default: true }) isActive: boolean;
}

/** A task of a project with an assignee and a state (spec 3 task). */
@Entity('task')
@Index('IDX_task_project', ['project'])
export class Task extends BaseEntity {
  @ManyToOne(() => Project, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'projectId', foreignKeyConstraintName: 'FK_task_project' })
  project: Relation<Project>;

  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'text', default: '' }) description: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigneeId', foreignKeyConstraintName: 'FK_task_assignee' })
  assignee: Relation<User> | null;

  @Column({ type: 'varchar', length: 20, default: 'open' }) state: TaskState;
  @Column({ type: 'date', nullable: true }) dueDate: string | null;
}

/** One line of a person's holiday account (domain HolidayLedgerEntry); days as numeric string. */
@Entity('holiday_ledger_entry')
@Check('CHK_holiday_ledger_entry_carry_over', `("kind" = 'carry-over') = ("validUntil" IS NOT NULL)`)
@Index('IDX_holiday_ledger_entry_user_date', ['user', 'date'])
export class HolidayLedgerRow extends BaseEntity {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_holiday_ledger_entry_user' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 20 }) kind: 'grant' | 'carry-over' | 'taken' | 'correction';
  @Column({ type: 'date' }) date: string;
  @Column({ type: 'numeric', precision: 5, scale: 1 }) days: string;
  @Column({ type: 'date', nullable: true }) validUntil: string | null;
  @Column({ type: 'text', default: '' }) note: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_holiday_ledger_entry_author' })
  author: Relation<User> | null;
}

/** A closed month of a branch: activities and shifts dated in it or before are read-only. */
@Entity('time_sheet_lock')
@Unique('UQ_time_sheet_lock_branch_month', ['branch', 'month'])
export class TimeSheetLock {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_time_sheet_lock' }) id: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_time_sheet_lock_branch' })
  branch: Relation<Branch>;

  /** yyyy-mm */
  @Column({ type: 'char', length: 7 }) month: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'lockedById', foreignKeyConstraintName: 'FK_time_sheet_lock_user' })
  lockedBy: Relation<User> | null;
}
