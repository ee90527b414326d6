import { z } from 'zod';
import {
  type PublicQuote,
  QUOTE_STATES,
  type QuoteListRow,
  type QuoteState,
  type StaffQuote,
  type UnitId,
  UNITS,
} from '@bestell/domain';
import { assertSameShape, defineRoute, s } from '../common/index.js';

// Route contracts of /api/quotes (issue 22): the controller parses with these; the views are checked
// against the domain's PublicQuote / StaffQuote / QuoteListRow at compile time.

const TAGS = ['quotes'];
const instant = z.iso.datetime({ offset: true });
const money = z.string().meta({ description: 'Decimal amount as a string', example: '12.50' });
const rate = z.string().meta({ description: 'Tax rate in percent', example: '10' });
const units = z.enum(Object.keys(UNITS) as [UnitId, ...UnitId[]]);
const state = z.enum(QUOTE_STATES as [QuoteState, ...QuoteState[]]);

const lineView = z.strictObject({
  productId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  amount: z.string().meta({ example: '2.5' }),
  unit: units,
  unitPrice: money,
  taxRate: rate,
  total: money,
});
const feeView = z.strictObject({ label: z.string(), amount: money, taxRate: rate });
const totalsView = z
  .strictObject({
    linesGross: money,
    fee: money,
    totalGross: money,
    totalNet: money,
    taxes: z.record(z.string(), money).meta({ description: 'Tax per rate', example: { '10': '1.14' } }),
  })
  .meta({ id: 'QuoteTotals' });

const publicShape = {
  state,
  version: z.number().int(),
  eventDate: instant.nullable(),
  guests: z.number().int().nullable(),
  notes: z.string(),
  lines: z.array(lineView),
  fee: feeView.nullable(),
  totals: totalsView.nullable(),
  validUntil: z.string().nullable().meta({ example: '2026-12-01' }),
  message: z.string(),
  sentAt: instant.nullable(),
  answeredAt: instant.nullable(),
  currency: z.string().meta({ example: 'EUR' }),
};
export const publicQuoteView = z
  .strictObject(publicShape)
  .meta({ id: 'PublicQuote', description: 'The quote on the status page (uid + hash): the offer once sent.' });
assertSameShape<z.output<typeof publicQuoteView>, PublicQuote>(true);

export const staffQuoteView = z
  .strictObject({
    ...publicShape,
    orderId: z.uuid(),
    branchId: z.uuid(),
    ticketNumber: z.number().int(),
    customerName: z.string(),
    email: z.string(),
    phone: z.string(),
    totals: totalsView,
    statusPath: z.string(),
    createdAt: instant,
  })
  .meta({ id: 'StaffQuote', description: 'The quote as staff edit it.' });
assertSameShape<z.output<typeof staffQuoteView>, StaffQuote>(true);

export const quoteListRowView = z
  .strictObject({
    orderId: z.uuid(),
    branchId: z.uuid(),
    branchName: z.string(),
    ticketNumber: z.number().int(),
    customerName: z.string(),
    state,
    eventDate: instant.nullable(),
    guests: z.number().int().nullable(),
    totalGross: money,
    validUntil: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: 'QuoteListRow' });
assertSameShape<z.output<typeof quoteListRowView>, QuoteListRow>(true);

/** Amounts, prices and rates arrive as text or number; the domain's rules judge them (German messages). */
const decimalText = z.union([z.string(), z.number()]).transform((v) => String(v).trim().replace(',', '.'));
const line = z.object({
  productId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  name: s.text(200),
  description: s.text(1000).default(''),
  amount: decimalText,
  unit: units.default('piece'),
  unitPrice: decimalText,
  taxRate: decimalText,
});
const guests = z.number().int().min(1).max(10000).nullish();
const draftBody = z.object({
  version: z.number().int(),
  eventDate: s.dateTime().nullish(),
  guests,
  lines: z.array(line).max(100),
  fee: z.object({ label: s.text(200).default(''), amount: decimalText, taxRate: decimalText }).nullish(),
  validUntil: s.date().nullish(),
  message: s.text(4000).default(''),
  send: z.boolean().default(false),
});
const requestBody = z.object({
  eventDate: s.dateTime().nullish(),
  guests,
  notes: s.text(4000).default(''),
});
const answerBody = z.object({ version: z.number().int() });
const uidHash = z.strictObject({ uid: z.string(), hash: z.string() });
const orderIdParam = z.strictObject({ orderId: z.uuid() });

export const QUOTE_ROUTES = {
  list: defineRoute({
    tags: TAGS,
    summary: 'Quotes of the staff member’s branches',
    responses: { 200: z.array(quoteListRowView) },
  }),
  publicQuote: defineRoute({
    tags: TAGS,
    summary: 'A quote on its status page',
    params: uidHash,
    responses: { 200: publicQuoteView },
    errors: [404],
  }),
  updateRequest: defineRoute({
    tags: TAGS,
    summary: 'Change the request (date, guests, notes) before the quote is sent',
    params: uidHash,
    body: requestBody,
    responses: { 200: publicQuoteView },
    errors: [404, 409],
  }),
  accept: defineRoute({
    tags: TAGS,
    summary: 'Accept the quote (confirms the order at the quoted prices)',
    params: uidHash,
    body: answerBody,
    responses: { 200: publicQuoteView },
    errors: [404, 409],
  }),
  decline: defineRoute({
    tags: TAGS,
    summary: 'Decline the quote',
    params: uidHash,
    body: answerBody,
    responses: { 200: publicQuoteView },
    errors: [404, 409],
  }),
  one: defineRoute({
    tags: TAGS,
    summary: 'The quote of a quotation order',
    params: orderIdParam,
    responses: { 200: staffQuoteView },
    errors: [404],
  }),
  save: defineRoute({
    tags: TAGS,
    summary: 'Save the draft (with its version); `send: true` sends it to the customer',
    params: orderIdParam,
    body: draftBody,
    responses: { 200: staffQuoteView },
    errors: [404, 409],
  }),
};
