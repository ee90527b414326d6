import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/index.js';

// A login link sent by e-mail: the mail holds a random token, the table only its SHA-256. Single use
// (usedAt) and short-lived (expiresAt).
@Entity('login_link')
export class LoginLink {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_login_link' })
  id: string;

  @Index('IDX_login_link_user')
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ foreignKeyConstraintName: 'FK_login_link_user' })
  user: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
