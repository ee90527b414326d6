import { Column, Entity, PrimaryColumn } from 'typeorm';

// Failed logins per account and per IP, in the database so every API instance sees the same counts.
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
