import { describe, expect, it } from '@jest/globals';
import { getMetadataArgsStorage } from 'typeorm';
import * as surface from './index.js';

// Issue 38 item 3: other folders change orders only through commands. orders/index.ts may export commands,
// queries, views (and their schemas), the modules, entities and the payment port; never a function or
// service that writes (commitChange, findOrder with its lock, loadOrderRows, IdempotencyService, ...).

/** Exports that are neither a command, a module nor an entity, each with why it may be public. */
const READS_AND_VIEWS: Record<string, string> = {
  OrderLookup: 'query: single orders and the rows behind pushed views',
  OrdersQueries: 'query: lists (history, current, missed, screens)',
  orderView: 'view',
  orderFlags: 'view: the flags the domain derives the status from',
  placedOrderView: 'view schema of route contracts',
  staffOrderView: 'view schema of route contracts',
  orderFormSchema: 'input schema other folders parse the order form with',
  validIdempotencyKey: 'pure header check',
  WEB_ORIGIN: 'constant argument of PlaceOrderCommand',
  PaymentProvider: 'port the payments module binds',
};

/** Handlers the worker still lists one by one; helper C's controller-less orders module replaces them. */
const WORKER_HANDLERS = new Set(['RecordPrintResultHandler', 'UpdatePaymentStatusHandler']);

/** Writers that were public before issue 38; named so a regression says what came back. */
const WRITERS = ['commitChange', 'recordHistory', 'insertOrders', 'OrderWriter', 'claimMissedAlarm', 'findOrder'];
const RAW_READS = ['loadOrderRows', 'orderIdByPaymentReference', 'IdempotencyService', 'requestHash'];

const entities = new Set(getMetadataArgsStorage().tables.map((t) => t.target));

/** What kind of export a runtime value is, or null when it is none of the allowed kinds. */
export function exportKind(name: string, value: unknown): string | null {
  if (typeof value === 'function' && entities.has(value as () => void)) return 'entity';
  if (typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value))) {
    if (name.endsWith('Command')) return 'command';
    if (name.endsWith('Module')) return 'module';
  }
  if (Object.hasOwn(READS_AND_VIEWS, name)) return 'read or view';
  if (WORKER_HANDLERS.has(name)) return 'worker handler (temporary)';
  return null;
}

describe('orders/index.ts', () => {
  it('exports only commands, queries, views, modules, entities and the payment port', () => {
    const unknown = Object.entries(surface).flatMap(([name, value]) => (exportKind(name, value) ? [] : [name]));
    expect(unknown).toEqual([]);
  });

  it.each([...WRITERS, ...RAW_READS])('does not export %s', (name) => {
    expect(Object.keys(surface)).not.toContain(name);
  });

  it('exports a command for each change other folders make', () => {
    const commands = Object.keys(surface).filter(
      (name) => exportKind(name, surface[name as keyof typeof surface]) === 'command',
    );
    expect(commands).toEqual(
      expect.arrayContaining([
        'PlaceOrderCommand',
        'PlaceIdempotentOrderCommand',
        'ConfirmQuotedOrderCommand',
        'CancelQuotedOrderCommand',
        'RecordQuoteOfferCommand',
        'ErasePersonalDataCommand',
        'RecordPhonePaymentCommand',
        'ClaimMissedAlarmCommand',
      ]),
    );
  });

  it.each([
    ['a writer function', 'commitChange', async () => undefined, null],
    ['a service', 'IdempotencyService', class IdempotencyService {}, null],
    ['a command', 'XCommand', class XCommand {}, 'command'],
    ['a view', 'orderView', () => ({}), 'read or view'],
  ])('classifies %s', (_case, name, value, kind) => {
    expect(exportKind(name, value)).toBe(kind);
  });
});
