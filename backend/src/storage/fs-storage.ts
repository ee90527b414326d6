import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertStorageKey, FileStorage } from './file-storage.js';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on local disk below one root directory (`DATA_DIR`); a key `images/a/b.jpg` is `${root}/images/a/b.jpg`. */
export class FileSystemStorage extends FileStorage {
  readonly root: string;
  private readonly made = new Map<string, Promise<unknown>>();

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  /** Defence in depth: besides the key check, the resolved path must stay below the root. */
  path(key: string): string {
    const path = resolve(this.root, assertStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  private mkdir(dir: string): Promise<unknown> {
    let made = this.made.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      made.catch(() => this.made.delete(dir));
      this.made.set(dir, made);
    }
    return made;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    const dir = dirname(target);
    await this.mkdir(dir);
    // Write then rename within the same folder: a reader sees the old file or the new one, never half.
    const temp = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
    } catch (err) {
      if (!isMissing(err)) throw err;
      // The folder was removed (deleteFolder) after it was made once: make it again.
      this.made.delete(dir);
      await this.mkdir(dir);
      await writeFile(temp, bytes, { flag: 'wx' });
    }
    await rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    const dir = this.path(prefix);
    // A file written into the folder meanwhile (a render finishing) makes rmdir fail with ENOTEMPTY: retry.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    for (const made of this.made.keys()) if (made === dir || made.startsWith(dir + sep)) this.made.delete(made);
  }
}
