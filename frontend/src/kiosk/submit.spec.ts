import { describe, expect, it, jest } from '@jest/globals';
import type { KioskOrderAnswer } from '@bestell/domain';
import { ApiError } from '../shared/api/client';
import type { KioskOrderBody } from './kiosk-api';
import { submitWithRetry } from './submit';

const body: KioskOrderBody = { orderType: 'takeaway', payment: 'counter', items: [] };
const answer = { uid: 'u1', ticketNumber: 7 } as unknown as KioskOrderAnswer;
const noWait = { wait: async () => undefined };

describe('kiosk submit', () => {
  it('retries a lost answer, a running claim and a 5xx with the SAME key, then returns the order', async () => {
    const keys: string[] = [];
    const failures = [
      new ApiError(0, [{ message: 'offline' }]),
      new ApiError(409, [{ message: 'läuft' }]),
      new ApiError(503, [{ message: 'x' }]),
    ];
    const send = jest.fn(async (_b: KioskOrderBody, key: string) => {
      keys.push(key);
      const failure = failures.shift();
      if (failure) throw failure;
      return answer;
    });
    await expect(submitWithRetry(send, body, 'key-1', noWait)).resolves.toBe(answer);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('does not retry a refusal (422) and gives up after the attempts', async () => {
    const refused = jest.fn(async () => {
      throw new ApiError(422, [{ message: 'Warenkorb leer' }]);
    });
    await expect(submitWithRetry(refused, body, 'k', noWait)).rejects.toThrow('Warenkorb leer');
    expect(refused).toHaveBeenCalledTimes(1);
    const offline = jest.fn(async () => {
      throw new ApiError(0, [{ message: 'offline' }]);
    });
    await expect(submitWithRetry(offline, body, 'k', { ...noWait, attempts: 3 })).rejects.toThrow('offline');
    expect(offline).toHaveBeenCalledTimes(3);
  });
});
