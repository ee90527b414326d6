import { type ImageRef, LEAD_IMAGE_BLOCKS } from '@bestell/domain';
import type { EntityManager } from 'typeorm';

/**
 * A site as the server-rendered head needs it: `content` whole for public recipes and jobs (JSON-LD), only
 * the first LEAD_IMAGE_BLOCKS blocks of other public sites (their lead picture), none for drafts.
 */
export interface SeoSiteRow {
  id: string;
  path: string;
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  isPublic: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: ImageRef | null;
  content: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A public, enabled branch: title, description, image and the address of job offers. */
export interface SeoBranchRow {
  identifier: string;
  name: string;
  description: string;
  street: string;
  zipCode: string;
  city: string;
  images: ImageRef[];
  logo: ImageRef | null;
  updatedAt: Date;
}

export interface SeoDivisionRow {
  title: string;
  description: string;
  images: ImageRef[];
  updatedAt: Date;
}

/**
 * What the server-rendered page heads, the sitemap and the JSON-LD read (issue 15 item 6): the visible
 * rows with only the columns they need, in the order the storefront lists them (/api/init).
 */
export class SeoRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every site (drafts too: staff get their title); content only as far as the head is built from it. */
  async sites(): Promise<SeoSiteRow[]> {
    return (await this.em.query(
      `SELECT "id", "path", "type", "name", "title", "description", "isPublic", "seoTitle", "seoDescription",
              "seoImage", "createdAt", "updatedAt",
              CASE WHEN "isPublic" AND "type" IN ('recipe', 'job') THEN "content"
                   WHEN "isPublic" THEN jsonb_build_object(
                     'body', jsonb_path_query_array("content", '$.body[0 to $last]', jsonb_build_object('last', $1::int))
                   )
              END AS "content"
         FROM "site"
        ORDER BY "path"`,
      [LEAD_IMAGE_BLOCKS - 1],
    )) as SeoSiteRow[];
  }

  /** Public, enabled branches by name (the storefront's order; the first one's address is the job location). */
  async branches(): Promise<SeoBranchRow[]> {
    return (await this.em.query(
      `SELECT "identifier", "name", "description", "street", "zipCode", "city", "images", "logo", "updatedAt"
         FROM "branch"
        WHERE "isPublic" AND "isEnabled"
        ORDER BY "name"`,
    )) as SeoBranchRow[];
  }

  /** The division the home page shows: the first public, enabled one by name (divisions[0] of /api/init). */
  async firstDivision(): Promise<SeoDivisionRow | null> {
    const [row] = (await this.em.query(
      `SELECT "title", "description", "images", "updatedAt"
         FROM "division"
        WHERE "isPublic" AND "isEnabled"
        ORDER BY "name"
        LIMIT 1`,
    )) as SeoDivisionRow[];
    return row ?? null;
  }

  /** Names of the categories customers see (shop variant titles), by id. */
  async categoryNames(): Promise<Map<string, string>> {
    const rows = (await this.em.query(
      `SELECT "id", "name" FROM "category"
        WHERE "isPublic" AND ("isEnabled" OR "isVisibleWhenUnavailable")`,
    )) as { id: string; name: string }[];
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
