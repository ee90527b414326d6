import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An image of the library (spec 3 "Image", 7 "Images"). The original is stored untouched under
 * `images/{id}/{version}/`; replacing it bumps the version, so every URL of a version is immutable.
 */
@Entity('image')
export class Image {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'integer', default: 1 }) version: number;
  /** jpg, png, gif or webp: the original's format, also the extension of its URLs. */
  @Column({ type: 'varchar', length: 10 }) extension: string;
  @Column({ type: 'varchar', length: 50 }) mimeType: string;
  /** Pixels after EXIF orientation, as the variants show it. */
  @Column({ type: 'integer' }) width: number;
  @Column({ type: 'integer' }) height: number;
  /** Bytes of the stored original. */
  @Column({ type: 'integer' }) size: number;
  @Column({ type: 'varchar', length: 200, default: '' }) alt: string;
  @Column({ type: 'double precision', default: 0.5 }) focalX: number;
  @Column({ type: 'double precision', default: 0.5 }) focalY: number;
  @Column({ type: 'varchar', length: 255, default: '' }) originalName: string;
  /** True once the `images` job has rendered every variant of this version. */
  @Column({ type: 'boolean', default: false }) variantsReady: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
