import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { ping } from './liveness.repository.js';
import { loadPglite } from './pglite-loader.js';

/**
 * Backups of the embedded mode (issue 37 item 9): one tar file with the database and the files of DATA_DIR.
 *
 * The database: PGlite's `dumpDataDir()`, a tarball of its data folder taken under PGlite's query lock, so
 * between two statements: a point-in-time (crash-consistent) copy; committed transactions are in its WAL,
 * an open one is rolled back when the copy is opened. Only the process that owns the PGlite instance may
 * call it (a second PGlite on the same folder would corrupt it), so while the API runs, the backup command
 * asks the API for it over a local endpoint (127.0.0.1, random port, a random token in
 * DATA_DIR/.backup-endpoint.json readable only by the owner of DATA_DIR). `pg_dump` through the PGlite
 * socket is no option: the socket is one PostgreSQL session shared with the API, and pg_dump 15 refuses
 * a 17 server. When no API runs, the command opens PGlite itself.
 *
 * The files (uploads/, images/, …) are copied AFTER the database snapshot, so every file a row of the
 * snapshot names is there (files are written before their rows commit); files newer than the snapshot are
 * harmless extras. cache/ is rebuilt on demand and left out.
 */

export const BACKUP_ENDPOINT_FILE = '.backup-endpoint.json';
const MANIFEST = 'bestellwerk-backup.json';
const DATABASE_ENTRY = 'pgdata.tar.gz';
const FILES_PREFIX = 'files/';
/** Folders of DATA_DIR that are not copied as files: the database (dumped instead) and caches. */
const SKIPPED = new Set(['pgdata', 'cache']);

interface Endpoint {
  pid: number;
  port: number;
  token: string;
}

interface Manifest {
  format: 1;
  createdAt: string;
  /** 'online': taken from the running API; 'offline': PGlite opened by the command. */
  database: 'online' | 'offline';
  files: number;
}

export class BackupError extends Error {}

/** The local endpoint of a running embedded database: POST /dump answers PGlite's data folder as .tar.gz. */
export class BackupEndpoint {
  private constructor(
    private readonly server: Server,
    private readonly file: string,
    private readonly token: string,
  ) {}

  static async start(db: PGlite, dataDir: string): Promise<BackupEndpoint> {
    const token = randomBytes(32).toString('base64url');
    const expected = Buffer.from(token);
    const server = createServer((req, res) => {
      const given = Buffer.from(String(req.headers['x-backup-token'] ?? ''));
      if (req.method !== 'POST' || req.url !== '/dump') {
        res.writeHead(404).end();
        return;
      }
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(401).end();
        return;
      }
      db.dumpDataDir('gzip')
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
        })
        .catch((err: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : String(err));
        });
    });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => ok());
    });
    server.unref();
    const file = join(dataDir, BACKUP_ENDPOINT_FILE);
    const endpoint: Endpoint = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(endpoint), { mode: 0o600 });
    await rename(temp, file);
    return new BackupEndpoint(server, file, token);
  }

  async stop(): Promise<void> {
    await new Promise<void>((ok) => this.server.close(() => ok()));
    // Only our own file: a later start may have replaced it.
    const current = await readEndpoint(dirname(this.file));
    if (current?.token === this.token) await rm(this.file, { force: true });
  }
}

async function readEndpoint(dataDir: string): Promise<Endpoint | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as Endpoint;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function askRunningDatabase(endpoint: Endpoint): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: endpoint.port,
        method: 'POST',
        path: '/dump',
        headers: { 'x-backup-token': endpoint.token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) ok(body);
          else
            fail(
              new BackupError(
                `Der laufende Server verweigert die Sicherung / the running server refused the backup (HTTP ${res.statusCode}): ${body.toString().slice(0, 200)}`,
              ),
            );
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** The database as PGlite's .tar.gz: from the running API if there is one, else from PGlite opened here. */
async function dumpDatabase(dataDir: string): Promise<{ bytes: Buffer; mode: Manifest['database'] }> {
  const endpoint = await readEndpoint(dataDir);
  if (endpoint) {
    try {
      return { bytes: await askRunningDatabase(endpoint), mode: 'online' };
    } catch (err) {
      const refused = (err as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      // A file left by a killed server: nobody owns the database, open it here. Anything else is an error.
      if (!refused) throw err;
      if (alive(endpoint.pid)) {
        throw new BackupError(
          `Der Server (pid ${endpoint.pid}) antwortet nicht; läuft er nicht mehr, ${BACKUP_ENDPOINT_FILE} in DATA_DIR löschen. / The server (pid ${endpoint.pid}) does not answer; if it is not running, delete ${BACKUP_ENDPOINT_FILE} in DATA_DIR.`,
        );
      }
    }
  }
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`Keine Datenbank in ${pgdata} / no database in ${pgdata}`);
  }
  const { PGlite, btree_gist } = await loadPglite();
  const db = await PGlite.create({ dataDir: pgdata, extensions: { btree_gist } });
  try {
    return { bytes: Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()), mode: 'offline' };
  } finally {
    await db.close();
  }
}

/** Every regular file below dataDir except the skipped folders and dot files, as paths relative to it. */
async function listFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, top: boolean) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith('.') || (top && SKIPPED.has(entry.name))) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path, false);
      else if (entry.isFile()) found.push(relative(dataDir, path).split(sep).join('/'));
    }
  };
  await walk(dataDir, true);
  return found.sort();
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir + sep);

/** `npm run backup -- FILE`: writes FILE (via FILE.partial, renamed when complete). */
export async function createBackup(dataDir: string, file: string, log: (line: string) => void): Promise<void> {
  const root = resolve(dataDir);
  const target = resolve(file);
  if (inside(root, target)) {
    throw new BackupError(
      `Die Sicherungsdatei darf nicht in DATA_DIR (${root}) liegen / the backup file must not be inside DATA_DIR`,
    );
  }
  const database = await dumpDatabase(root);
  // After the snapshot: every file a row of it refers to exists by now.
  const files = await listFiles(root);
  const partial = `${target}.partial`;
  await mkdir(dirname(target), { recursive: true });
  const pack = tar.pack();
  const out = createWriteStream(partial, { mode: 0o600 });
  const written = new Promise<void>((ok, fail) => {
    out.once('finish', () => ok()).once('error', fail);
    pack.once('error', fail);
  });
  written.catch(() => undefined);
  pack.pipe(out);
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((ok, fail) => pack.entry({ name, size: bytes.length }, bytes, (err) => (err ? fail(err) : ok())));
  let copied = 0;
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: database.mode,
      files: files.length,
    };
    await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await add(DATABASE_ENTRY, database.bytes);
    for (const name of files) {
      // Read whole: a file replaced meanwhile (write + rename) is read as the old or the new one, never half.
      const bytes = await readFile(join(root, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null; // deleted after the listing
        throw err;
      });
      if (!bytes) continue;
      await add(FILES_PREFIX + name, bytes);
      copied++;
    }
    pack.finalize();
    await written;
  } catch (err) {
    pack.destroy(err as Error);
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
  await rename(partial, target);
  log(
    `Sicherung geschrieben / backup written: ${target} (${(await stat(target)).size} bytes, database ${database.mode}, ${copied} files)`,
  );
}

/** A path from the archive, checked to stay inside the folder (no '..', no absolute path). */
function safeTarget(root: string, name: string): string {
  const path = resolve(root, name);
  if (!name || name.includes('\\') || !inside(root, path) || path === root) {
    throw new BackupError(`Ungültiger Eintrag in der Sicherung / invalid entry in the backup: ${name.slice(0, 100)}`);
  }
  return path;
}

async function readStream(source: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `npm run restore -- FILE`: into an empty (or missing) DATA_DIR only; the server then starts on it. */
export async function restoreBackup(dataDir: string, file: string, log: (line: string) => void): Promise<void> {
  const root = resolve(dataDir);
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`Datei nicht gefunden / file not found: ${source}`);
  const present = await readdir(root).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (present.length > 0) {
    throw new BackupError(
      `Wiederherstellung abgebrochen: DATA_DIR (${root}) ist nicht leer. / Restore refused: DATA_DIR (${root}) is not empty.`,
    );
  }
  await mkdir(root, { recursive: true });
  try {
    const extract = tar.extract();
    const input = createReadStream(source);
    input.once('error', (err) => extract.destroy(err));
    input.pipe(extract);
    let manifest: Manifest | null = null;
    let database: Buffer | null = null;
    let files = 0;
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST)
          throw new BackupError(`Keine Bestellwerk-Sicherung / not a Bestellwerk backup: ${source}`);
        manifest = JSON.parse((await readStream(entry)).toString()) as Manifest;
        if (manifest.format !== 1) throw new BackupError(`Unbekanntes Format / unknown format: ${manifest.format}`);
      } else if (name === DATABASE_ENTRY) {
        database = await readStream(entry);
      } else if (name.startsWith(FILES_PREFIX) && type === 'file') {
        const path = safeTarget(root, name.slice(FILES_PREFIX.length));
        if (path.slice(root.length + 1).split(sep)[0] === 'pgdata')
          throw new BackupError(`Ungültiger Eintrag / invalid entry: ${name}`);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, await readStream(entry), { flag: 'wx' });
        files++;
      } else {
        entry.resume();
      }
    }
    if (!manifest || !database) throw new BackupError(`Sicherung unvollständig / backup incomplete: ${source}`);
    // PGlite unpacks its own tarball into the (new, empty) folder and opens it once: recovery runs here.
    const { PGlite, btree_gist } = await loadPglite();
    const db = await PGlite.create({
      dataDir: join(root, 'pgdata'),
      loadDataDir: new Blob([database], { type: 'application/x-gzip' }),
      extensions: { btree_gist },
    });
    try {
      await ping(db);
    } finally {
      await db.close();
    }
    log(`Wiederhergestellt / restored: ${source} -> ${root} (backup of ${manifest.createdAt}, ${files} files)`);
  } catch (err) {
    // The folder was empty before: leave it empty again rather than half restored.
    for (const name of await readdir(root).catch(() => []))
      await rm(join(root, name), { recursive: true, force: true });
    if (err instanceof BackupError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`Sicherung nicht lesbar / backup unreadable: ${source}: ${reason}`);
  }
}
