import type { ImageRef } from '@bestell/domain';
import { Column, Entity, Unique } from 'typeorm';
import { BaseEntity } from '../database/index.js';

/** A content page (spec 3 "Site"): typed `content` per page type, blocks as JSON, never HTML. */
@Entity('site')
@Unique('UQ_site_path', ['path'])
export class Site extends BaseEntity {
  /** Normalised, without slashes around it ('rezepte/apfelstrudel'); the URL is '/' + path. */
  @Column({ type: 'varchar', length: 300 })
  path: string;

  /** A string, not SiteType: a row with a type the code no longer knows must still load (spec 2: 500 screen). */
  @Column({ type: 'varchar', length: 30, default: 'default' })
  type: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  seoDescription: string | null;

  @Column({ type: 'jsonb', nullable: true })
  seoImage: ImageRef | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  content: Record<string, unknown>;
}
