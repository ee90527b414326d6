import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A customer's file for a configuration step (spec 3 "Upload"). Anyone who knows id AND publicHash may
 * read it; the hash is the secret, the id alone reveals nothing.
 */
@Entity('upload')
export class Upload {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'integer', default: 1 }) version: number;
  @Column({ type: 'varchar', length: 10 }) extension: string;
  @Column({ type: 'varchar', length: 100 }) mimeType: string;
  @Column({ type: 'integer' }) size: number;
  @Column({ type: 'varchar', length: 64 }) publicHash: string;
  @Column({ type: 'varchar', length: 255, default: '' }) originalName: string;
  /** Pixel size of an image upload (issue 40 item 7); null for other files and older uploads. */
  @Column({ type: 'integer', nullable: true }) width: number | null;
  @Column({ type: 'integer', nullable: true }) height: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

/** What the API hands out and orders store: enough to build the spec's /upload/... URL. */
export interface UploadView {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
}

export const uploadView = (u: Upload): UploadView => ({
  id: u.id,
  version: u.version,
  extension: u.extension,
  publicHash: u.publicHash,
  mimeType: u.mimeType,
});
