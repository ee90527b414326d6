import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export abstract class BaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Image or file reference as stored in JSON columns (spec section 3 "File", "Image"). */
export interface MediaRef {
  id: string;
  version: number;
  extension: string;
  width?: number;
  alt?: string;
}
