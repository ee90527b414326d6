import type { EntityManager } from 'typeorm';
import type { UploadView } from './upload.entity.js';

/** Upload columns needed to delete its files (see upload-keys.ts). */
export interface StoredUpload {
  id: string;
  version: number;
  extension: string;
}

/** An upload with the first order that carries it (the order keeps uploads in its items' parts, the
 * snapshot of attachUploads; the "order" table is named here because orders/ sits above uploads/). */
export interface UploadRow {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
  size: number;
  originalName: string;
  createdAt: Date;
  orderId: string | null;
  orderUid: string | null;
  ticketNumber: number | null;
  branchId: string | null;
}

/** An upload's view plus the facts its step's rules check (issue 40 item 7). */
export interface StoredUploadFacts extends UploadView {
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The upload rows' SQL, bound to the caller's EntityManager. */
export class UploadsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The uploads with these ids (callers pass valid uuids only), with what a step's file rules check. */
  async views(ids: readonly string[]): Promise<StoredUploadFacts[]> {
    return (await this.em.query(
      `SELECT "id", "version", "extension", "publicHash", "mimeType", "originalName", "size", "width", "height"
         FROM "upload" WHERE "id" = ANY($1::uuid[])`,
      [ids],
    )) as StoredUploadFacts[];
  }

  /** Ids of uploads created before `cutoff`, in id order after `after` (keyset pages). */
  async idsCreatedBefore(cutoff: Date, after: string, limit: number): Promise<string[]> {
    const rows = (await this.em.query(
      `SELECT "id"::text AS id FROM "upload" WHERE "createdAt" < $1 AND "id" > $2 ORDER BY "id" LIMIT $3`,
      [cutoff, after, limit],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Every JSON column of the schema, as [table, column]. */
  async jsonColumns(): Promise<{ table: string; column: string }[]> {
    return (await this.em.query(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('jsonb', 'json')`,
    )) as { table: string; column: string }[];
  }

  /** Which of `ids` occur in the JSON text of table.column matching `pattern` (one scan of the column). */
  async idsMentionedIn(table: string, column: string, ids: readonly string[], pattern: string): Promise<string[]> {
    const rows = (await this.em.query(
      `SELECT DISTINCT m[1] AS id FROM ${quote(table)} t, regexp_matches(t.${quote(column)}::text, $2, 'g') AS m
        WHERE m[1] = ANY($1::text[])`,
      [ids, pattern],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Deletes those of `ids` still created before `cutoff`; returns the deleted rows. */
  async deleteCreatedBefore(ids: readonly string[], cutoff: Date): Promise<StoredUpload[]> {
    // TypeORM answers a DELETE ... RETURNING with [rows, rowCount].
    const [deleted] = (await this.em.query(
      `DELETE FROM "upload" WHERE "id" = ANY($1::uuid[]) AND "createdAt" < $2 RETURNING "id", "version", "extension"`,
      [ids, cutoff],
    )) as [StoredUpload[], number];
    return deleted;
  }

  /**
   * The newest uploads with the (first) order that carries each. Uploads are made before their order,
   * so only orders since the oldest upload of the page are searched.
   */
  async listWithOrders(limit: number, branchIds: string[] | null): Promise<UploadRow[]> {
    return (await this.em.query(
      `WITH page AS (
         SELECT * FROM "upload" ORDER BY "createdAt" DESC, "id" DESC LIMIT $1
       ), refs AS (
         SELECT DISTINCT ON (r.id) r.id, o."id" AS "orderId", o."uid" AS "orderUid", o."ticketNumber", o."branchId"
           FROM "order" o
           CROSS JOIN LATERAL jsonb_path_query(o."items", 'lax $[*].parts[*][*] ? (exists(@.publicHash)).id') AS j(v)
           CROSS JOIN LATERAL (SELECT j.v #>> '{}' AS id) r
          WHERE o."createdAt" >= (SELECT min("createdAt") FROM page)
          ORDER BY r.id, o."createdAt"
       )
       SELECT p."id", p."version", p."extension", p."publicHash", p."mimeType", p."size", p."originalName",
              p."createdAt", refs."orderId", refs."orderUid", refs."ticketNumber", refs."branchId"
         FROM page p LEFT JOIN refs ON refs.id = p."id"::text
        WHERE $2::uuid[] IS NULL OR refs."branchId" = ANY($2::uuid[])
        ORDER BY p."createdAt" DESC, p."id" DESC`,
      [limit, branchIds],
    )) as UploadRow[];
  }

  /** Staff rename (PUT /api/uploads/{id}): the name the download is offered under. */
  async rename(id: string, name: string): Promise<void> {
    await this.em.query(`UPDATE "upload" SET "originalName" = $2 WHERE "id" = $1`, [id, name]);
  }

  /** Deletes one upload row; returns what its files are keyed by, or null when it was gone already. */
  async deleteById(id: string): Promise<StoredUpload | null> {
    const [deleted] = (await this.em.query(
      `DELETE FROM "upload" WHERE "id" = $1 RETURNING "id", "version", "extension"`,
      [id],
    )) as [StoredUpload[], number];
    return deleted[0] ?? null;
  }

  /** One upload with the first order that carries it (order fields null: no order). */
  async findWithBranch(id: string): Promise<(UploadRow & { branchId: string | null }) | null> {
    const [row] = (await this.em.query(
      `SELECT u."id", u."version", u."extension", u."publicHash", u."mimeType", u."size", u."originalName", u."createdAt",
              o."branchId", o."orderId", o."orderUid", o."ticketNumber"
         FROM "upload" u
         LEFT JOIN LATERAL (
           SELECT o."branchId", o."id" AS "orderId", o."uid" AS "orderUid", o."ticketNumber" FROM "order" o
            WHERE o."createdAt" >= u."createdAt"
              AND jsonb_path_exists(o."items", 'lax $[*].parts[*][*] ? (@.id == $id)', jsonb_build_object('id', u."id"::text))
            ORDER BY o."createdAt" LIMIT 1
         ) o ON true
        WHERE u."id" = $1`,
      [id],
    )) as (UploadRow & { branchId: string | null })[];
    return row ?? null;
  }
}
