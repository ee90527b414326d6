import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/index.js';

// Server-side session; the cookie holds a random token, the table only its SHA-256.
@Entity('session')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index()
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 64 })
  csrfToken: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Last request with this session (to the minute); SESSION_IDLE_MINUTES after it the session ends. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
