import type { QuoteLine } from '@bestell/domain';
import type { EntityManager } from 'typeorm';

/** A catering quote as its mails read it (table from quotes/, issue 21 item 4). */
export interface QuoteMailRow {
  orderId: string;
  version: number;
  eventDate: Date | null;
  guests: number | null;
  lines: QuoteLine[];
  feeLabel: string;
  fee: string;
  feeTaxRate: string;
  validUntil: string | null;
  message: string;
}

/** What the quote mail job reads, bound to the caller's EntityManager. */
export class QuoteMailRepository {
  constructor(private readonly em: EntityManager) {}

  /** The quote of an order; null when there is none (the order was deleted meanwhile). */
  async load(orderId: string): Promise<QuoteMailRow | null> {
    const [row] = (await this.em.query(
      `SELECT "orderId", "version", "eventDate", "guests", "lines", "feeLabel", "fee"::text AS "fee", "feeTaxRate",
              "validUntil"::text AS "validUntil", "message"
         FROM "quote" WHERE "orderId" = $1`,
      [orderId],
    )) as QuoteMailRow[];
    return row ?? null;
  }
}
