import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

// Issue 38 item 3: the "order" table belongs to orders/. SQL elsewhere that names it is a change (or a
// read) past the commands and queries; this test names each such file.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** SQL naming the order table (not order_item etc.): after FROM, JOIN, INTO, UPDATE or TABLE. */
const NAMES_ORDER = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+"order"(?![\w"])/i;
/** A write of the order table or of its history (the history is part of the order's change). */
const WRITES_ORDER = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|ALTER\s+TABLE|TRUNCATE)\s+"order(_history)?"(?![\w"])/i;

/** The schema's history and the demo data write the table by design. */
const OWNED_ELSEWHERE = (file: string) => file.startsWith('database/migrations/') || file.startsWith('seed/');

/**
 * Other aggregates' repositories that READ order columns in their own statements (one join instead of a
 * second round trip); none may write. Each entry says why; remove it when the read moves to orders/.
 */
const READERS: Record<string, string> = {
  'capacity/capacity.repository.ts': 'open orders of a branch, to size the slot cache (orders sit above capacity)',
  'counter/customers/customers.repository.ts':
    'the customer sync reads new orders’ contact columns; customer_order joins',
  'insights/insights.repository.ts': 'statistics aggregate orders per day, hour and product',
  'production/production.repository.ts': 'the bake list counts the items of the day’s orders per branch',
  'production/standing-orders.repository.ts':
    'a standing order’s day counts in the bake list unless its placed order was cancelled or rejected',
  'partners/webhook-delivery.repository.ts':
    'one join decides whether any endpoint wants the batch’s orders (no test orders)',
  'quotes/quote.repository.ts': 'the quote list shows each quotation order’s ticket and customer',
  'setup/setup-facts.repository.ts': 'the setup checklist asks whether a test order was placed',
  'signage/pickup-board.repository.ts': 'the pickup board reads ready orders’ ticket numbers',
  'uploads/uploads.repository.ts': 'uploads referenced by an order’s items (orders sit above uploads)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Files outside orders/ that name the order table in SQL, and those that write it. */
export function orderTableUses(files: { file: string; text: string }[]) {
  const outside = files.filter(({ file }) => !file.startsWith('orders/') && !OWNED_ELSEWHERE(file));
  return {
    naming: outside.filter(({ text }) => NAMES_ORDER.test(text)).map(({ file }) => file),
    writing: outside.filter(({ text }) => WRITES_ORDER.test(text)).map(({ file }) => file),
  };
}

const files = sourceFiles(SRC).map((path) => ({
  file: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('SQL naming the "order" table', () => {
  const { naming, writing } = orderTableUses(files);

  it('appears outside orders/ only in the listed readers (and migrations, seed)', () => {
    expect(naming.filter((file) => !Object.hasOwn(READERS, file))).toEqual([]);
  });

  it('never writes the table outside orders/ (changes are commands)', () => {
    expect(writing).toEqual([]);
  });

  it('lists no reader that no longer names the table', () => {
    expect(Object.keys(READERS).filter((file) => !naming.includes(file))).toEqual([]);
  });

  it.each([
    [
      'a write in another folder',
      'quotes/x.ts',
      'UPDATE "order" SET "isCanceled" = true',
      ['quotes/x.ts'],
      ['quotes/x.ts'],
    ],
    ['a read in another folder', 'realtime/x.ts', 'SELECT * FROM "order" o', ['realtime/x.ts'], []],
    ['another table', 'realtime/x.ts', 'SELECT * FROM "order_history" h', [], []],
    ['a write of the history', 'counter/x.ts', 'UPDATE "order_history" SET "data" = $1', [], ['counter/x.ts']],
    ['a quoted JSON key', 'partners/x.ts', '{ "order" }', [], []],
    ['orders/ itself', 'orders/order.repository.ts', 'UPDATE "order" SET "version" = 2', [], []],
    ['a migration', 'database/migrations/1.ts', 'ALTER TABLE "order" ADD "x" int', [], []],
  ])('detects %s', (_case, file, text, naming, writing) => {
    expect(orderTableUses([{ file, text }])).toEqual({ naming, writing });
  });
});
