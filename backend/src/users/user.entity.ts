import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { BaseEntity } from '../database/index.js';

export const ROLES = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

/** What users need of a branch; the relation names its target, because catalog sits above users. */
export interface BranchRef {
  id: string;
}

@Entity('user')
export class User extends BaseEntity {
  @Column({ type: 'varchar', length: 180, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: Role[];

  @Column({ type: 'boolean', default: true })
  isEnabled: boolean;

  /** Locked by an admin (issue 40 item 10): login answers 'Der Account ist gesperrt.', sessions end. */
  @Column({ type: 'boolean', default: false })
  isLocked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @ManyToMany('Branch')
  @JoinTable({ name: 'user_branches' })
  branches: Relation<BranchRef>[];
}
