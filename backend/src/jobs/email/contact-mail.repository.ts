import { DEFAULT_TIMEZONE } from '@bestell/domain';
import type { EntityManager } from 'typeorm';

/** A stored contact-form submission as the mail job reads it (table from content/contact). */
export interface ContactMailSubmission {
  id: string;
  firstName: string | null;
  lastName: string;
  email: string | null;
  phone: string;
  comment: string;
  createdAt: Date;
  /** The branch it was sent for (issue 36): its name, and its address ('' when it has none); null: none. */
  branch: { name: string; email: string } | null;
}

/** Who the mail is for: the shop's name and clock, and a branch address to fall back on. */
export interface ContactMailShop {
  shopName: string;
  timezone: string;
  /** E-mail of the oldest branch that has one, public branches first; null when none has. */
  branchEmail: string | null;
}

/** What the contact-form mail job reads and writes, bound to the caller's EntityManager. */
export class ContactMailRepository {
  constructor(private readonly em: EntityManager) {}

  /** The submission with the shop data in one query; null when it was deleted meanwhile. */
  async load(id: string): Promise<{ submission: ContactMailSubmission; shop: ContactMailShop } | null> {
    const [row] = (await this.em.query(
      `SELECT s."id", s."firstName", s."lastName", s."email", s."phone", s."comment", s."createdAt",
              sb."name" AS "branchName", sb."email" AS "branchInbox",
              COALESCE(NULLIF(c."shopName", ''), c."businessName", '') AS "shopName",
              COALESCE(c."timezone", $2) AS "timezone",
              (SELECT b."email" FROM "branch" b WHERE b."email" <> ''
                ORDER BY b."isPublic" DESC, b."createdAt", b."identifier" LIMIT 1) AS "branchEmail"
         FROM "contact_submission" s
         LEFT JOIN "branch" sb ON sb."id" = s."branchId"
         LEFT JOIN "shop_config" c ON c."id" = 1
        WHERE s."id" = $1`,
      [id, DEFAULT_TIMEZONE],
    )) as (Omit<ContactMailSubmission, 'branch'> &
      ContactMailShop & { branchName: string | null; branchInbox: string | null })[];
    if (!row) return null;
    const { shopName, timezone, branchEmail, branchName, branchInbox, ...rest } = row;
    const branch = branchName === null ? null : { name: branchName, email: branchInbox ?? '' };
    return { submission: { ...rest, branch }, shop: { shopName, timezone, branchEmail } };
  }

  /** Staff see when the shop was mailed; a repeated job keeps the first time. */
  async markMailed(id: string): Promise<void> {
    await this.em.query(`UPDATE "contact_submission" SET "mailedAt" = now() WHERE "id" = $1 AND "mailedAt" IS NULL`, [
      id,
    ]);
  }
}
