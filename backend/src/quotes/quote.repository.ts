import type { QuoteLine, QuoteState } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { Quote } from './quote.entity.js';

/** A quotation order as the list shows it, with its quote when one exists already. */
export interface QuoteListSql {
  orderId: string;
  branchId: string;
  branchName: string;
  ticketNumber: number;
  firstName: string;
  lastName: string;
  companyName: string;
  state: QuoteState | null;
  eventDate: Date | null;
  guests: number | null;
  totalGross: string;
  validUntil: string | null;
  createdAt: Date;
}

/** Where the SQL of quotes lives (backend/README.md): bound to the caller's EntityManager. */
export class QuoteRepository {
  constructor(private readonly em: EntityManager) {}

  /** The quote of an order, locked for the caller's transaction when `lock`. */
  find(orderId: string, lock = false): Promise<Quote | null> {
    return this.em.getRepository(Quote).findOne({
      where: { orderId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Creates the quote of a quotation order from what the checkout stored; a no-op when it exists. */
  async ensure(seed: {
    orderId: string;
    branchId: string;
    eventDate: Date | null;
    notes: string;
    lines: QuoteLine[];
    totalGross: string;
  }): Promise<void> {
    await this.em.query(
      `INSERT INTO "quote" ("orderId", "branchId", "eventDate", "notes", "lines", "totalGross")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT ("orderId") DO NOTHING`,
      [seed.orderId, seed.branchId, seed.eventDate, seed.notes, JSON.stringify(seed.lines), seed.totalGross],
    );
  }

  /** Quotation orders (and orders that came from a quote) of the given branches (null: all), newest first. */
  async list(branchIds: string[] | null, limit = 200): Promise<QuoteListSql[]> {
    return (await this.em.query(
      `SELECT o."id" AS "orderId", o."branchId", b."name" AS "branchName", o."ticketNumber",
              o."firstName", o."lastName", o."companyName", q."state",
              COALESCE(q."eventDate", o."appointmentDate") AS "eventDate", q."guests",
              COALESCE(q."totalGross", o."totalGross")::text AS "totalGross", q."validUntil"::text AS "validUntil",
              o."createdAt"
         FROM "order" o
         JOIN "branch" b ON b."id" = o."branchId"
         LEFT JOIN "quote" q ON q."orderId" = o."id"
        WHERE (o."isQuotation" OR q."orderId" IS NOT NULL)
          AND ($1::uuid[] IS NULL OR o."branchId" = ANY($1::uuid[]))
        ORDER BY o."createdAt" DESC
        LIMIT $2`,
      [branchIds, limit],
    )) as QuoteListSql[];
  }

  /** Sent quotes whose validity day lies before `today` (shop-local): the expiry sweep's work. */
  async overdue(today: string, limit = 100): Promise<string[]> {
    const rows = (await this.em.query(
      `SELECT "orderId" FROM "quote" WHERE "state" = 'sent' AND "validUntil" < $1::date ORDER BY "validUntil" LIMIT $2`,
      [today, limit],
    )) as { orderId: string }[];
    return rows.map((r) => r.orderId);
  }
}
