import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// A first-admin setup link (issue 37): the link holds a random token, the table only its SHA-256.
// Spent (all rows deleted) when the first staff account is created; valid for 24 hours.
@Entity('setup_token')
export class SetupToken {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_setup_token' })
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
