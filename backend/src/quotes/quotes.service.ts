import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  canCustomerEditRequest,
  canStaffEdit,
  canTransition,
  dec,
  effectiveQuoteState,
  type PublicQuote,
  QUOTE_TEXTS,
  type QuoteFee,
  type QuoteLine,
  type QuoteListRow,
  quoteDraftErrors,
  quoteLineTotal,
  quoteTaxRate,
  shopToday,
  type StaffQuote,
} from '@bestell/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../common/index.js';
import {
  CancelQuotedOrderCommand,
  ConfirmQuotedOrderCommand,
  type Order,
  type OrderActor,
  orderFlags,
  OrderLookup,
  RecordQuoteOfferCommand,
} from '../orders/index.js';
import { OutboxRelay } from '../outbox/index.js';
import { ShopConfigService } from '../settings/index.js';
import { feeOf, linesFromOrder, orderItemsFromQuote, quoteTotals } from './quote-lines.js';
import { Quote } from './quote.entity.js';
import { QuoteRepository } from './quote.repository.js';

/** What staff send when pricing a quote (validated by the controller's schema). */
export interface QuoteDraftInput {
  version: number;
  eventDate?: string | null;
  guests?: number | null;
  lines: QuoteLine[];
  fee: QuoteFee | null;
  validUntil: string | null;
  message: string;
  send: boolean;
}

/** What the customer may add to the request on the status page before staff send the offer. */
export interface QuoteRequestInput {
  eventDate: string | null;
  guests: number | null;
  notes: string;
}

type Customer = { uid: string; hash: string };

/**
 * Catering quotes (issue 21 item 4). The checkout's quotation order is the request; its quote holds
 * the event details and the staff-priced offer. Sending mails the customer (outbox 'email', action
 * 'quote-sent'); accepting converts the order, in one transaction, into a confirmed order at the quoted
 * lines (versioned change + history + outbox: order.updated, print, email); declining and expiry close
 * the quote and cancel the quotation order.
 */
@Injectable()
export class QuotesService {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
    private readonly relay: OutboxRelay,
    private readonly orders: OrderLookup,
    private readonly commands: CommandBus,
  ) {}

  // --- staff --------------------------------------------------------------------------------------

  async list(branchIds: string[] | null): Promise<QuoteListRow[]> {
    const today = await this.today();
    const rows = await new QuoteRepository(this.ds.manager).list(branchIds);
    return rows.map((r) => ({
      orderId: r.orderId,
      branchId: r.branchId,
      branchName: r.branchName,
      ticketNumber: r.ticketNumber,
      customerName: customerName(r),
      state: effectiveQuoteState({ state: r.state ?? 'requested', validUntil: r.validUntil }, today),
      eventDate: r.eventDate?.toISOString() ?? null,
      guests: r.guests,
      totalGross: r.totalGross,
      validUntil: r.validUntil,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async staffView(orderId: string, actor: OrderActor): Promise<StaffQuote> {
    const { order, quote } = await this.load(this.ds.manager, { id: orderId }, actor);
    return this.staffShape(order, quote, await this.config());
  }

  /** Saves staff's pricing; with `send` the offer goes out by e-mail (a new version each time). */
  async save(orderId: string, actor: OrderActor, input: QuoteDraftInput): Promise<StaffQuote> {
    const config = await this.config();
    const today = shopToday(new Date(), config.timezone);
    const lines = input.lines.map((l) => ({ ...l, taxRate: l.taxRate.trim() }));
    const errors = quoteDraftErrors(
      { lines, fee: input.fee, validUntil: input.validUntil },
      { today, forSending: input.send },
    );
    if (input.eventDate && new Date(input.eventDate).getTime() < Date.now())
      errors.push({ field: 'eventDate', message: QUOTE_TEXTS.eventDatePast });
    if (errors.length > 0) throw ApiError.validation(errors);

    const result = await this.ds.transaction(async (em) => {
      const { order, quote } = await this.load(em, { id: orderId }, actor, true);
      this.assertEditable(order, quote, today, input.version);
      const wasSent = quote.state === 'sent';
      const fee = input.fee && dec(input.fee.amount).gt(0) ? input.fee : null;
      Object.assign(quote, {
        lines: lines.map((l) => ({ ...l, taxRate: quoteTaxRate(l.taxRate) })),
        feeLabel: fee?.label.trim() ?? '',
        fee: fee?.amount ?? '0',
        feeTaxRate: quoteTaxRate(fee?.taxRate ?? quote.feeTaxRate),
        validUntil: input.validUntil,
        message: input.message.trim(),
        ...(input.eventDate !== undefined ? { eventDate: input.eventDate ? new Date(input.eventDate) : null } : {}),
        ...(input.guests !== undefined ? { guests: input.guests } : {}),
        version: quote.version + 1,
        // Saving without sending withdraws a sent offer until it is sent again: the customer only ever
        // accepts what was mailed to them.
        state: input.send ? 'sent' : 'requested',
        sentAt: input.send ? new Date() : quote.sentAt,
      } satisfies Partial<Quote>);
      quote.totalGross = quoteTotals(quote).totalGross;
      await em.getRepository(Quote).save(quote);
      // Sending (or withdrawing a sent offer) is a versioned change of the order: a history row, the push
      // that makes an open status page re-read the quote, and with sending the offer mail (email,
      // action 'quote-sent', rendered by jobs/email/quote-mail.ts).
      if (input.send || wasSent) {
        const offer = { sent: input.send, quoteVersion: quote.version, totalGross: quote.totalGross };
        await this.commands.execute(new RecordQuoteOfferCommand({ id: order.id }, actor, offer, em));
      }
      return { order, quote };
    });
    this.relay.wake();
    return this.staffShape(result.order, result.quote, config);
  }

  // --- customer (status page, uid + hash) -----------------------------------------------------------

  async publicView(customer: Customer): Promise<PublicQuote> {
    const { quote } = await this.load(this.ds.manager, customer, { kind: 'customer', ...customer });
    return this.publicShape(quote, await this.config());
  }

  /** The customer completes the request (event date, guests, notes) until the offer is sent. */
  async updateRequest(customer: Customer, input: QuoteRequestInput): Promise<PublicQuote> {
    if (input.eventDate && new Date(input.eventDate).getTime() < Date.now())
      throw ApiError.validation([{ field: 'eventDate', message: QUOTE_TEXTS.eventDatePast }]);
    const quote = await this.ds.transaction(async (em) => {
      const loaded = await this.load(em, customer, { kind: 'customer', ...customer }, true);
      if (!canCustomerEditRequest(loaded.quote.state))
        throw new ApiError(409, [{ message: QUOTE_TEXTS.requestClosed }]);
      Object.assign(loaded.quote, {
        eventDate: input.eventDate ? new Date(input.eventDate) : null,
        guests: input.guests,
        notes: input.notes.trim(),
        version: loaded.quote.version + 1,
      });
      return em.getRepository(Quote).save(loaded.quote);
    });
    return this.publicShape(quote, await this.config());
  }

  /**
   * Accepts the offered version: the quotation order becomes a confirmed order whose lines and totals
   * are the quote's (never the catalogue's), in one transaction with its history and outbox rows.
   */
  async accept(customer: Customer, version: number): Promise<PublicQuote> {
    const config = await this.config();
    const actor: OrderActor = { kind: 'customer', ...customer };
    const outcome = await this.ds.transaction(async (em) => {
      const { order, quote } = await this.load(em, customer, actor, true);
      const answer = this.answerable(order, quote, shopToday(new Date(), config.timezone), version);
      if (answer === 'expired') {
        await this.close(em, order, quote, 'expired', { kind: 'system' });
        return { quote, expired: true };
      }
      const accepted = {
        version: quote.version,
        items: orderItemsFromQuote(quote),
        totals: quoteTotals(quote),
        eventDate: quote.eventDate,
      };
      await this.commands.execute(new ConfirmQuotedOrderCommand(customer, actor, accepted, em));
      Object.assign(quote, { state: 'accepted', answeredAt: new Date(), version: quote.version + 1 });
      await em.getRepository(Quote).save(quote);
      return { quote, expired: false };
    });
    this.relay.wake();
    // The expiry is committed (the quote is closed for good) before the customer hears why.
    if (outcome.expired) throw ApiError.validation([{ message: QUOTE_TEXTS.expired }]);
    return this.publicShape(outcome.quote, config);
  }

  /** Declines the offered version: the quote is closed and the quotation order cancelled. */
  async decline(customer: Customer, version: number): Promise<PublicQuote> {
    const config = await this.config();
    const actor: OrderActor = { kind: 'customer', ...customer };
    const quote = await this.ds.transaction(async (em) => {
      const { order, quote } = await this.load(em, customer, actor, true);
      const answer = this.answerable(order, quote, shopToday(new Date(), config.timezone), version);
      await this.close(em, order, quote, answer === 'expired' ? 'expired' : 'declined', actor);
      return quote;
    });
    this.relay.wake();
    return this.publicShape(quote, config);
  }

  // --- expiry -------------------------------------------------------------------------------------

  /** Closes every sent quote whose validity day has passed (the repeating job; also applied on access). */
  async expireOverdue(now = new Date()): Promise<number> {
    const today = shopToday(now, (await this.config()).timezone);
    const ids = await new QuoteRepository(this.ds.manager).overdue(today);
    let expired = 0;
    for (const orderId of ids) {
      const closed = await this.ds.transaction(async (em) => {
        const quote = await new QuoteRepository(em).find(orderId, true);
        if (!quote || effectiveQuoteState(quote, today) !== 'expired' || quote.state !== 'sent') return false;
        const order = await this.orders.find({ id: orderId }, { kind: 'system' }, { em, lock: true });
        await this.close(em, order, quote, 'expired', { kind: 'system' });
        return true;
      });
      if (closed) expired++;
    }
    if (expired > 0) this.relay.wake();
    return expired;
  }

  // --- internals ----------------------------------------------------------------------------------

  /** The order (404 unless a quotation order or one with a quote, in scope) and its quote, created on first access. */
  private async load(
    em: EntityManager,
    ref: { id: string } | Customer,
    actor: OrderActor,
    lock = false,
  ): Promise<{ order: Order; quote: Quote }> {
    const order = await this.orders.find(ref, actor, { em, lock });
    const repository = new QuoteRepository(em);
    let quote = await repository.find(order.id, lock);
    if (!quote) {
      if (!order.isQuotation) throw ApiError.notFound();
      await repository.ensure({
        orderId: order.id,
        branchId: order.branchId,
        eventDate: order.appointmentDate,
        notes: order.comment,
        lines: linesFromOrder(order.items),
        totalGross: order.totalGross,
      });
      quote = (await repository.find(order.id, lock))!;
    }
    return { order, quote };
  }

  private assertEditable(order: Order, quote: Quote, today: string, version: number): void {
    if (!canStaffEdit(effectiveQuoteState(quote, today)))
      throw new ApiError(409, [{ message: QUOTE_TEXTS.notEditable }]);
    if (!canTransition(orderFlags(order), 'confirm')) throw new ApiError(409, [{ message: QUOTE_TEXTS.orderClosed }]);
    if (version !== quote.version) throw new ApiError(409, [{ message: QUOTE_TEXTS.outdated }]);
  }

  /** Whether the customer may answer now: 'ok', or 'expired' (to be closed); throws for everything else. */
  private answerable(order: Order, quote: Quote, today: string, version: number): 'ok' | 'expired' {
    if (quote.state === 'requested') throw new ApiError(409, [{ message: QUOTE_TEXTS.notSent }]);
    if (quote.state === 'expired') throw ApiError.validation([{ message: QUOTE_TEXTS.expired }]);
    if (quote.state !== 'sent') throw new ApiError(409, [{ message: QUOTE_TEXTS.alreadyAnswered }]);
    if (version !== quote.version) throw new ApiError(409, [{ message: QUOTE_TEXTS.outdated }]);
    if (effectiveQuoteState(quote, today) === 'expired') return 'expired';
    if (!canTransition(orderFlags(order), 'confirm')) throw new ApiError(409, [{ message: QUOTE_TEXTS.orderClosed }]);
    return 'ok';
  }

  /** Declined or expired: the quote is closed and the quotation order cancelled (when it is still open). */
  private async close(
    em: EntityManager,
    order: Order,
    quote: Quote,
    state: 'declined' | 'expired',
    actor: OrderActor,
  ): Promise<void> {
    // The command cancels the quotation order only while it is still open.
    await this.commands.execute(new CancelQuotedOrderCommand({ id: order.id }, actor, state, quote.version, em));
    Object.assign(quote, { state, answeredAt: new Date(), version: quote.version + 1 });
    await em.getRepository(Quote).save(quote);
  }

  private async config(): Promise<{ timezone: string; currency: string }> {
    const config = await this.shopConfig.get();
    return { timezone: config.timezone, currency: config.currency };
  }

  private async today(): Promise<string> {
    return shopToday(new Date(), (await this.config()).timezone);
  }

  private publicShape(quote: Quote, config: { timezone: string; currency: string }): PublicQuote {
    const state = effectiveQuoteState(quote, shopToday(new Date(), config.timezone));
    // Until staff send the offer the lines are their working draft: the customer sees none of it.
    const offered = state !== 'requested';
    return {
      state,
      version: quote.version,
      eventDate: quote.eventDate?.toISOString() ?? null,
      guests: quote.guests,
      notes: quote.notes,
      lines: offered ? quote.lines.map((l) => ({ ...l, total: quoteLineTotal(l) })) : [],
      fee: offered ? feeOf(quote) : null,
      totals: offered ? quoteTotals(quote) : null,
      validUntil: offered ? quote.validUntil : null,
      message: offered ? quote.message : '',
      sentAt: quote.sentAt?.toISOString() ?? null,
      answeredAt: quote.answeredAt?.toISOString() ?? null,
      currency: config.currency,
    };
  }

  private staffShape(order: Order, quote: Quote, config: { timezone: string; currency: string }): StaffQuote {
    return {
      ...this.publicShape(quote, config),
      lines: quote.lines.map((l) => ({ ...l, total: quoteLineTotal(l) })),
      fee: { label: quote.feeLabel, amount: dec(quote.fee).toFixed(2), taxRate: quote.feeTaxRate },
      totals: quoteTotals(quote),
      validUntil: quote.validUntil,
      message: quote.message,
      orderId: order.id,
      branchId: order.branchId,
      ticketNumber: order.ticketNumber,
      customerName: customerName(order),
      email: order.email,
      phone: order.phone,
      statusPath: `/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`,
      createdAt: quote.createdAt.toISOString(),
    };
  }
}

const customerName = (o: { firstName: string; lastName: string; companyName: string }): string =>
  [o.firstName, o.lastName].filter(Boolean).join(' ') || o.companyName || '–';
