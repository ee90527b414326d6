import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { BackupEndpoint } from './backup.js';
import { loadPglite } from './pglite-loader.js';

/** The embedded database's buffer pool (PostgreSQL's shared_buffers). */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * PGlite (real PostgreSQL in WASM) served on 127.0.0.1 so the ordinary `pg` driver talks to it.
 * The socket path keeps concurrent transactions apart, which the in-process driver does not (STACK-NOTES).
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly backups: BackupEndpoint,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = resolve(join(dataDir, 'pgdata'));
    mkdirSync(dir, { recursive: true });
    // btree_gist: the staff migration's no-overlap constraint on working activities (issue 18).
    // Issue 37 item 10: PostgreSQL's 128 MB default buffer pool lives inside PGlite's WASM memory, which
    // never shrinks; the OS page cache below holds the data files anyway (npm run bench -- memory).
    const { PGlite, btree_gist, PGLiteSocketServer } = await loadPglite();
    const db = await PGlite.create({
      dataDir: dir,
      extensions: { btree_gist },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    // Only this process may read the database while it runs: `npm run backup` asks here (backup.ts).
    const backups = await BackupEndpoint.start(db, resolve(dataDir));
    return new EmbeddedPostgres(db, server, backups, `postgres://postgres@${server.getServerConn()}/postgres`);
  }

  async stop(): Promise<void> {
    await this.backups.stop();
    await this.server.stop();
    await this.db.close();
  }
}
