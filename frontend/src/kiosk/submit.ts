// A kiosk submit survives repeated taps and network cuts: one Idempotency-Key per checkout (kept until
// the order is placed or the cart is reset), and automatic retries of answers that may not be final.
import type { KioskOrderAnswer } from '@bestell/domain';
import { ApiError } from '../shared/api/client';
import type { KioskOrderBody } from './kiosk-api';

/** Offline (0), still running elsewhere (409), or the server hiccuped (5xx): the same key may be sent again. */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 409 || error.status >= 500);

export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Sends `body` with `key` until it gets a final answer (at most `attempts` times, waiting `delays` between). */
export async function submitWithRetry(
  send: (body: KioskOrderBody, key: string) => Promise<KioskOrderAnswer>,
  body: KioskOrderBody,
  key: string,
  { attempts = 6, delayMs = (n: number) => Math.min(500 * 2 ** n, 4000), wait = sleep } = {},
): Promise<KioskOrderAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(body, key);
    } catch (error) {
      if (!isRetryable(error) || attempt + 1 >= attempts) throw error;
      await wait(delayMs(attempt));
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
