import type * as S3 from '@aws-sdk/client-s3';
import { lazyRequire } from '../common/index.js';
import { assertStorageKey, FileStorage } from './file-storage.js';

// Only a shop storing its files in S3 loads the SDK (issue 37 item 10).
const s3 = lazyRequire<typeof S3>('@aws-sdk/client-s3');

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, ...): addressed path-style. Absent: AWS S3. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Folder inside the bucket, '' or ending in '/'. */
  prefix: string;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (S3_BUCKET): the same keys below S3_PREFIX. PUT replaces an object
 * atomically, so readers see the old or the new bytes, as with the file system.
 */
export class S3Storage extends FileStorage {
  private readonly client: S3.S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new s3.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string): string {
    return this.options.prefix + assertStorageKey(key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new s3.PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(key), Body: bytes }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new s3.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  /** Lists the folder page by page and deletes each object (a folder holds a few dozen at most). */
  async deleteFolder(prefix: string): Promise<void> {
    const folder = `${this.key(prefix)}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new s3.ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: folder, ContinuationToken: token }),
      );
      await Promise.all(
        (page.Contents ?? []).map((o) =>
          this.client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key: o.Key! })),
        ),
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
