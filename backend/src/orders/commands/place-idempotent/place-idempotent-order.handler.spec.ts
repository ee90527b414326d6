import { describe, expect, it } from '@jest/globals';
import type { CommandBus } from '@nestjs/cqrs';
import type { PlacedOrder } from '@bestell/domain';
import type { IdempotencyOutcome, IdempotencyService } from '../../idempotency/idempotency.service.js';
import type { OrderFormInput } from '../../order-form.schema.js';
import { PlaceOrderCommand } from '../place-order/place-order.command.js';
import { PlaceIdempotentOrderCommand } from './place-idempotent-order.command.js';
import { PlaceIdempotentOrderHandler } from './place-idempotent-order.handler.js';

const form = { branch: { id: 'b1' } } as OrderFormInput;
const placed = { id: 'o1', ticketNumber: 7 } as unknown as PlacedOrder;

/** Fake key store and command bus recording what the handler asked of them. */
function fakes(outcome: IdempotencyOutcome, place: () => Promise<unknown>) {
  const log: string[] = [];
  const idempotency = {
    claim: async (key: string, scope: string, hash: string) => {
      log.push(`claim ${key} ${scope} ${hash.length}`);
      return outcome;
    },
    release: async (key: string, scope: string) => void log.push(`release ${key} ${scope}`),
  } as unknown as IdempotencyService;
  const commands = {
    execute: async (command: unknown) => {
      const c = command as PlaceOrderCommand;
      log.push(`place ${c instanceof PlaceOrderCommand} ${c.idempotency?.key} ${c.origin.channel}`);
      return place();
    },
  } as unknown as CommandBus;
  return { handler: new PlaceIdempotentOrderHandler(idempotency, commands), log };
}

const command = new PlaceIdempotentOrderCommand(
  form,
  { key: 'k1', scope: 'kiosk:d1', body: { a: 1 } },
  {
    channel: 'kiosk',
    deviceId: 'd1',
  },
);

describe('PlaceIdempotentOrderHandler', () => {
  it('claims the key, places the order once and keeps the claim', async () => {
    const { handler, log } = fakes({ kind: 'new' }, async () => placed);
    expect(await handler.execute(command)).toEqual({ placed, replayed: false });
    expect(log).toEqual(['claim k1 kiosk:d1 64', 'place true k1 kiosk']);
  });

  it('answers a repeated key with the stored order and places nothing', async () => {
    const { handler, log } = fakes({ kind: 'replay', status: 201, body: placed }, async () => placed);
    expect(await handler.execute(command)).toEqual({ placed, replayed: true });
    expect(log).toEqual(['claim k1 kiosk:d1 64']);
  });

  it('releases the key when the placement is refused, so a retry can place it', async () => {
    const refused = new Error('refused');
    const { handler, log } = fakes({ kind: 'new' }, async () => Promise.reject(refused));
    await expect(handler.execute(command)).rejects.toBe(refused);
    expect(log).toEqual(['claim k1 kiosk:d1 64', 'place true k1 kiosk', 'release k1 kiosk:d1']);
  });
});
