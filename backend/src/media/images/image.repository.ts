import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Image } from './image.entity.js';

/**
 * JSON columns that hold library images (ImageRef objects or arrays of them). The one list the usage
 * count reads; a feature that stores image references in a new column adds it here.
 */
export const IMAGE_REFERENCE_COLUMNS: readonly {
  table: string;
  column: string;
  list: boolean;
  /** In a list of objects that hold the image under this key (template layers: `{ image: {...} }`). */
  key?: string;
  /** Anywhere in the document (content blocks): every object with id, version and extension but no publicHash (files have one). */
  deep?: boolean;
}[] = [
  { table: 'product', column: 'images', list: true },
  { table: 'category', column: 'image', list: false },
  { table: 'tag', column: 'image', list: false },
  { table: 'branch', column: 'images', list: true },
  { table: 'branch', column: 'logo', list: false },
  { table: 'division', column: 'images', list: true },
  { table: 'donatee', column: 'image', list: false },
  { table: 'shop_config', column: 'logo', list: false },
  { table: 'shop_config', column: 'favicon', list: false },
  { table: 'image_template', column: 'layers', list: true, key: 'image' },
  { table: 'site', column: 'seoImage', list: false },
  { table: 'site', column: 'content', list: false, deep: true },
  { table: 'content_block', column: 'blocks', list: false, deep: true },
];

/** jsonpath of an ImageRef anywhere in a document (see `deep`). */
const DEEP_IMAGE_PATH = `strict $.** ? (@.type() == "object" && exists(@.version) && exists(@.extension) && !exists(@.publicHash))`;

/** A copy of `value` with `patch` merged into every deep ImageRef of image `id`. */
function patchDeep(value: unknown, id: string, patch: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => patchDeep(v, id, patch));
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const isRef = obj.id === id && 'version' in obj && 'extension' in obj && !('publicHash' in obj);
  const out = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, patchDeep(v, id, patch)]));
  return isRef ? { ...out, ...patch } : out;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every referenced image id, one row per reference (a product showing the image twice counts twice). */
const REFERENCES_SQL = IMAGE_REFERENCE_COLUMNS.map(({ table, column, list, key, deep }) =>
  deep
    ? `SELECT e->>'id' AS "id" FROM ${q(table)} t CROSS JOIN LATERAL jsonb_path_query(t.${q(column)}, '${DEEP_IMAGE_PATH}') e`
    : list
      ? `SELECT e${key ? `->'${key}'` : ''}->>'id' AS "id" FROM ${q(table)} t CROSS JOIN LATERAL jsonb_array_elements(
         CASE WHEN jsonb_typeof(t.${q(column)}) = 'array' THEN t.${q(column)} ELSE '[]'::jsonb END) e`
      : `SELECT t.${q(column)}->>'id' AS "id" FROM ${q(table)} t WHERE jsonb_typeof(t.${q(column)}) = 'object'`,
).join('\n UNION ALL ');

/** The image table's SQL (issue 13: services never call query()). */
@Injectable()
export class ImageRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.ds.manager).getRepository(Image);
  }

  /** Newest first. */
  list(): Promise<Image[]> {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  find(id: string, em?: EntityManager): Promise<Image | null> {
    return this.repo(em).findOneBy({ id });
  }

  /** The row locked for the rest of the transaction (replace, delete). */
  findForUpdate(em: EntityManager, id: string): Promise<Image | null> {
    return this.repo(em).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** What serving needs to check a URL: the current version and extension, nothing else. */
  async current(id: string): Promise<{ version: number; extension: string; width: number } | null> {
    const [row] = (await this.ds.query(`SELECT "version", "extension", "width" FROM "image" WHERE "id" = $1`, [
      id,
    ])) as { version: number; extension: string; width: number }[];
    return row ?? null;
  }

  async insert(em: EntityManager, image: Image): Promise<Image> {
    await this.repo(em).insert(image);
    return (await this.find(image.id, em))!;
  }

  async save(em: EntityManager, image: Image): Promise<Image> {
    return this.repo(em).save(image);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await this.repo(em).delete({ id });
  }

  /** Marks the variants of this version rendered; a newer version (replaced meanwhile) stays unready. */
  async markVariantsReady(id: string, version: number): Promise<void> {
    await this.ds.query(`UPDATE "image" SET "variantsReady" = true WHERE "id" = $1 AND "version" = $2`, [id, version]);
  }

  /**
   * A replaced image's references follow it (issue 14): every ImageRef of this id in the reference
   * columns gets the new version, extension and size, in the replacing transaction, so no record keeps
   * pointing at the old version's URLs (which answer 404 from now on). Alt text and focal point stay.
   */
  async refreshReferences(em: EntityManager, image: Image): Promise<void> {
    const patch = JSON.stringify({
      version: image.version,
      extension: image.extension,
      width: image.width,
      height: image.height,
    });
    for (const { table, column, list, key, deep } of IMAGE_REFERENCE_COLUMNS) {
      const c = q(column);
      if (deep) {
        // Nested at any depth: patched in code, row by row (only rows that hold the image are read).
        const rows = (await em.query(
          `SELECT "id", ${c} AS "value" FROM ${q(table)}
            WHERE jsonb_path_exists(${c}, '${DEEP_IMAGE_PATH.replace('? (', '? (@.id == $id && ')}', jsonb_build_object('id', $1::text))
            FOR UPDATE`,
          [image.id],
        )) as { id: string; value: unknown }[];
        for (const row of rows) {
          await em.query(`UPDATE ${q(table)} SET ${c} = $2::jsonb WHERE "id" = $1`, [
            row.id,
            JSON.stringify(patchDeep(row.value, image.id, JSON.parse(patch) as Record<string, unknown>)),
          ]);
        }
        continue;
      }
      if (!list) {
        await em.query(
          `UPDATE ${q(table)} SET ${c} = ${c} || $2::jsonb WHERE jsonb_typeof(${c}) = 'object' AND ${c}->>'id' = $1`,
          [image.id, patch],
        );
        continue;
      }
      // In a list of references, or of objects holding one under `key` (template layers).
      const ref = key ? `e->'${key}'` : 'e';
      const patched = key ? `jsonb_set(e, '{${key}}', (${ref}) || $2::jsonb)` : `e || $2::jsonb`;
      const contains = key ? [{ [key]: { id: image.id } }] : [{ id: image.id }];
      await em.query(
        `UPDATE ${q(table)} SET ${c} = (
           SELECT jsonb_agg(CASE WHEN ${ref}->>'id' = $1 THEN ${patched} ELSE e END ORDER BY n)
             FROM jsonb_array_elements(${c}) WITH ORDINALITY AS x(e, n))
         WHERE jsonb_typeof(${c}) = 'array' AND ${c} @> $3::jsonb`,
        [image.id, patch, JSON.stringify(contains)],
      );
    }
  }

  /** References per image id in the catalogue and configuration (IMAGE_REFERENCE_COLUMNS); absent ids are 0. */
  async usageCounts(ids: readonly string[], em?: EntityManager): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = (await (em ?? this.ds.manager).query(
      `SELECT r."id", count(*)::int AS "count" FROM (${REFERENCES_SQL}) r WHERE r."id" = ANY($1::text[]) GROUP BY r."id"`,
      [ids],
    )) as { id: string; count: number }[];
    return new Map(rows.map((r) => [r.id, r.count]));
  }
}
