import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { checkUpload, parseDataUrl, STOREFRONT_TEXTS } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError, isUuid, hashMatches } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FileStore, uploadKey } from './file-store.js';
import { Upload, uploadView, type UploadView } from './upload.entity.js';

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})\.([a-z0-9]{1,10})$/;

@Injectable()
export class UploadsService {
  constructor(
    private readonly ds: DataSource,
    private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores a file sent as data-URL; any reason to refuse gets the spec's one upload message on `data`. */
  async create(input: { data: string; name?: string | null }): Promise<UploadView> {
    const name = (input.name ?? '').trim().slice(0, 255);
    const refuse = () =>
      ApiError.validation([{ field: 'data', message: STOREFRONT_TEXTS.uploadFailed(name || 'Datei') }]);
    const parsed = parseDataUrl(input.data);
    if (!parsed) throw refuse();
    // base64 length bounds the decoded size: refuse before decoding anything far too large.
    if ((parsed.base64.length / 4) * 3 > this.config.uploadMaxBytes + 3) throw refuse();
    const bytes = Buffer.from(parsed.base64, 'base64');
    const check = checkUpload({ name, claimedType: parsed.type, bytes }, this.config.uploadMaxBytes);
    if (!check.ok) throw refuse();
    const upload = this.ds.getRepository(Upload).create({
      id: randomUUID(),
      version: 1,
      extension: check.extension!,
      mimeType: check.mimeType!,
      size: bytes.length,
      // 192 random bits: the only thing that protects a customer's file.
      publicHash: randomBytes(24).toString('base64url'),
      originalName: name,
    });
    // File first: a row never points at bytes that are not there (an orphan file is harmless).
    await this.files.put(uploadKey(upload), bytes);
    await this.ds.getRepository(Upload).insert(upload);
    return uploadView(upload);
  }

  /** The file behind `/upload/{publicHash}/{id}-{version}.{extension}`; 404 for anything that does not match. */
  async read(publicHash: string, file: string): Promise<{ upload: Upload; bytes: Buffer }> {
    const match = FILE_NAME.exec(file);
    if (!match) throw ApiError.notFound();
    const [, id, version, extension] = match;
    const upload = await this.ds.getRepository(Upload).findOneBy({ id: id! });
    if (
      !upload ||
      !hashMatches(publicHash, upload.publicHash) ||
      upload.version !== Number(version) ||
      upload.extension !== extension
    ) {
      throw ApiError.notFound();
    }
    const bytes = await this.files.get(uploadKey(upload));
    if (!bytes) throw ApiError.notFound();
    return { upload, bytes };
  }
}

/** Loads the uploads referenced by id (non-uuid ids cannot exist and are skipped). */
export async function findUploads(ds: DataSource, ids: readonly string[]): Promise<Map<string, UploadView>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = (await ds.query(
    `SELECT "id", "version", "extension", "publicHash", "mimeType" FROM "upload" WHERE "id" = ANY($1::uuid[])`,
    [valid],
  )) as UploadView[];
  return new Map(rows.map((r) => [r.id, r]));
}
