import { Column, Entity, Unique } from 'typeorm';
import { BaseEntity } from '../database/index.js';

/** An old URL answered with a real HTTP redirect before the app shell (issue 15 item 4). */
@Entity('redirect')
@Unique('UQ_redirect_from_path', ['fromPath'])
export class Redirect extends BaseEntity {
  /** Normalised relative path with a leading slash: '/alte-seite'. */
  @Column({ type: 'varchar', length: 300 })
  fromPath: string;

  /** A relative path ('/neu', may carry a query) or an absolute http(s) URL; null when toSite is set. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  toPath: string | null;

  /** A site's id: the redirect follows the site's current path. No foreign key: a deleted site leaves it idle. */
  @Column({ type: 'uuid', nullable: true })
  toSite: string | null;

  @Column({ type: 'smallint', default: 301 })
  statusCode: 301 | 302;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastHitAt: Date | null;
}
