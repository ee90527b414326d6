import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  checkUpload,
  hasImagePreview,
  IMAGE_EXTENSIONS,
  parseDataUrl,
  STOREFRONT_TEXTS,
  uploadUrl,
  type UploadListItem,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError, isUuid, hashMatches, maskFileName } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FileStorage } from '../storage/index.js';
import { previewKey, uploadKey } from './upload-keys.js';
import { jpegPreview, reencodeImage } from './image-processing.js';
import { Upload, uploadView, type UploadView } from './upload.entity.js';
import { type StoredUploadFacts, type UploadRow, UploadsRepository } from './uploads.repository.js';

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})\.([a-z0-9]{1,10})$/;

@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly ds: DataSource,
    private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Back office 'Uploads' (issue 14): the newest customer files with the order each belongs to.
   * Employees see the files of their branches' orders; admins (branchIds null) see all, unordered too.
   */
  async list(limit: number, branchIds: string[] | null): Promise<UploadListItem[]> {
    const rows = await new UploadsRepository(this.ds.manager).listWithOrders(limit, branchIds);
    return rows.map(listItem);
  }

  /** GET /api/uploads/{id} (issue 40 item 10): one list item, in the same branch scope as the list. */
  async get(id: string, branchIds: string[] | null): Promise<UploadListItem> {
    return listItem(await this.findScoped(id, branchIds));
  }

  /** PUT /api/uploads/{id}: only the name is the staff's to change; the bytes are the customer's. */
  async rename(id: string, name: string | null | undefined, branchIds: string[] | null): Promise<UploadListItem> {
    const row = await this.findScoped(id, branchIds);
    if (typeof name === 'string' && name.trim() !== row.originalName) {
      row.originalName = name.trim().slice(0, 255);
      await new UploadsRepository(this.ds.manager).rename(id, row.originalName);
    }
    return listItem(row);
  }

  /** DELETE /api/uploads/{id}: row first, then the file and its preview (a left file is harmless). */
  async remove(id: string, branchIds: string[] | null): Promise<void> {
    await this.findScoped(id, branchIds);
    const deleted = await new UploadsRepository(this.ds.manager).deleteById(id);
    if (!deleted) throw ApiError.notFound();
    await this.files.delete(uploadKey(deleted));
    await this.files.delete(previewKey(deleted));
  }

  /** An upload the caller may see: employees only files of their branches' orders (404 otherwise). */
  private async findScoped(id: string, branchIds: string[] | null): Promise<UploadRow> {
    const row = isUuid(id) ? await new UploadsRepository(this.ds.manager).findWithBranch(id) : null;
    if (!row || (branchIds && (!row.branchId || !branchIds.includes(row.branchId)))) throw ApiError.notFound();
    return row;
  }

  /** Staff download: the file with its original name; employees only files of their branches' orders. */
  async download(id: string, branchIds: string[] | null): Promise<{ upload: UploadView; name: string; bytes: Buffer }> {
    const row = await this.findScoped(id, branchIds);
    const bytes = await this.files.get(uploadKey(row));
    if (!bytes) throw ApiError.notFound();
    return { upload: row, name: row.originalName || `${row.id}.${row.extension}`, bytes };
  }

  /** Stores a file sent as data-URL; any reason to refuse gets the spec's one upload message on `data`. */
  async create(input: { data: string; name?: string | null }): Promise<UploadView> {
    const name = (input.name ?? '').trim().slice(0, 255);
    const refuse = () =>
      ApiError.validation([{ field: 'data', message: STOREFRONT_TEXTS.uploadFailed(name || 'Datei') }]);
    const parsed = parseDataUrl(input.data);
    if (!parsed) throw refuse();
    // base64 length bounds the decoded size: refuse before decoding anything far too large.
    if ((parsed.base64.length / 4) * 3 > this.config.uploadMaxBytes + 3) throw refuse();
    let bytes: Buffer = Buffer.from(parsed.base64, 'base64');
    let size: { width: number; height: number } | null = null;
    const check = checkUpload({ name, claimedType: parsed.type, bytes }, this.config.uploadMaxBytes);
    if (!check.ok) throw refuse();
    if (IMAGE_EXTENSIONS.includes(check.extension!)) {
      // Only the re-encoded pixels are kept (issue 12): no metadata, nothing hidden beside the image.
      const image = await reencodeImage(bytes, check.extension!, this.config.uploads.maxPixels);
      if (!image.ok) {
        this.logger.warn({ name: maskFileName(name), reason: image.reason }, 'image upload refused');
        throw refuse();
      }
      bytes = image.bytes;
      size = { width: image.width, height: image.height };
    }
    const upload = this.ds.getRepository(Upload).create({
      id: randomUUID(),
      version: 1,
      extension: check.extension!,
      mimeType: check.mimeType!,
      size: bytes.length,
      // 192 random bits: the only thing that protects a customer's file.
      publicHash: randomBytes(24).toString('base64url'),
      originalName: name,
      width: size?.width ?? null,
      height: size?.height ?? null,
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
    const upload = await this.find(publicHash, id, version);
    if (!upload || upload.extension !== extension) throw ApiError.notFound();
    const bytes = await this.files.get(uploadKey(upload));
    if (!bytes) throw ApiError.notFound();
    return { upload, bytes };
  }

  /**
   * The JPEG preview behind `/upload/{publicHash}/preview/{id}-{version}.jpg` (spec 2): made from the
   * stored image on first request and kept beside it. Uploads without an image preview answer 404.
   */
  async preview(publicHash: string, file: string): Promise<Buffer> {
    const match = /^(.+)-(\d{1,9})\.jpg$/.exec(file);
    const upload = await this.find(publicHash, match?.[1], match?.[2]);
    if (!upload || !hasImagePreview(upload.mimeType)) throw ApiError.notFound();
    const stored = await this.files.get(previewKey(upload));
    if (stored) return stored;
    const original = await this.files.get(uploadKey(upload));
    if (!original) throw ApiError.notFound();
    const preview = await jpegPreview(original, this.config.uploads.maxPixels);
    await this.files.put(previewKey(upload), preview);
    return preview;
  }

  private async find(publicHash: string, id: string | undefined, version: string | undefined) {
    if (!id || !isUuid(id)) return null;
    const upload = await this.ds.getRepository(Upload).findOneBy({ id });
    return upload && hashMatches(publicHash, upload.publicHash) && upload.version === Number(version) ? upload : null;
  }
}

/** Loads the uploads referenced by id (non-uuid ids cannot exist and are skipped). */
export async function findUploads(ds: DataSource, ids: readonly string[]): Promise<Map<string, StoredUploadFacts>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await new UploadsRepository(ds.manager).views(valid);
  return new Map(rows.map((r) => [r.id, r]));
}

/** An upload row as the back office lists it. */
function listItem(r: UploadRow): UploadListItem {
  return {
    id: r.id,
    version: r.version,
    extension: r.extension,
    publicHash: r.publicHash,
    mimeType: r.mimeType,
    name: r.originalName || null,
    size: r.size,
    url: uploadUrl(r),
    previewUrl: hasImagePreview(r.mimeType) ? uploadUrl(r, true) : null,
    order: r.orderId ? { id: r.orderId, uid: r.orderUid!, ticketNumber: r.ticketNumber! } : null,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}
