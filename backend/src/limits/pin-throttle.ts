import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { type LimitName, RateLimits, tooManyRequests } from './rate-limits.js';

/** One counter a PIN attempt takes: per (device, person), per person, per kiosk. */
export interface PinKey {
  name: Extract<LimitName, 'pinPair' | 'pinPerson' | 'kioskExitPin'>;
  key: string;
}

/** What an attempt reserved before its PIN was checked: each key, its round and the count it reached. */
export interface PinAttempt {
  taken: { key: PinKey; round: number; consumed: number }[];
}

const id = (key: PinKey) => `${key.name}\n${key.key}`;
const roundKey = (key: PinKey, round: number) => `${key.key}\n${round}`;

/** Seconds of the `round`-th delay (1-based): `base`, doubling each round, never more than `max`. */
export function pinDelaySeconds(round: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.min(30, Math.max(0, round - 1)));
}

/**
 * Guessing a 4-digit PIN cannot be out-raced (issue 36): every attempt takes its point (atomic counters,
 * Redis-backed with REDIS_URL, see RateLimits) BEFORE the PIN is checked, so however many arrive at once,
 * at most PIN_MAX_FAILURES wrong PINs are evaluated per key and round. The wrong PIN that uses a round up
 * starts a delay instead of a long lock, so a colleague's wrong tries keep the owner out only briefly:
 * PIN_DELAY_SECONDS the first time, doubling each further round within a day, at most PIN_MAX_DELAY_SECONDS.
 * Each round counts in a key of its own, and its delay is set before the next round begins: nothing is
 * ever overwritten or given back by a refused attempt, so no interleaving frees an extra guess.
 */
@Injectable()
export class PinThrottle {
  constructor(
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reserves an attempt on every key, or throws 429 with `message(seconds to wait)` and Retry-After. */
  async begin(keys: readonly PinKey[], message: (seconds: number) => string): Promise<PinAttempt> {
    const taken: PinAttempt['taken'] = [];
    for (const key of keys) {
      const round = await this.limits.consumed('pinRounds', id(key));
      let ms = await this.limits.refusedFor('pinWait', roundKey(key, round));
      if (ms === 0) {
        const { allowed, res } = await this.limits.take(key.name, roundKey(key, round));
        if (allowed) {
          taken.push({ key, round, consumed: res.consumedPoints });
          continue;
        }
        // Used up while its last PINs are still being checked: the wait starts once the last one fails.
        ms = 1000 * this.delaySeconds(round + 1);
      }
      await this.succeeded({ taken });
      throw tooManyRequests(ms, message(Math.ceil(ms / 1000)));
    }
    return { taken };
  }

  /** A wrong PIN: the one that used its round up makes the key wait the next round's delay. */
  async failed(attempt: PinAttempt): Promise<void> {
    await Promise.all(
      attempt.taken
        .filter((t) => t.consumed === this.config.pinThrottle.maxFailures)
        .map(async ({ key, round }) => {
          // The wait first, then the round: an attempt that reads the new round finds its wait set.
          await this.limits.block('pinWait', roundKey(key, round + 1), this.delaySeconds(round + 1));
          await this.limits.take('pinRounds', id(key));
        }),
    );
  }

  /** The right PIN (or an attempt refused on a later key): its points go back. */
  async succeeded(attempt: PinAttempt): Promise<void> {
    await Promise.all(attempt.taken.map((t) => this.limits.reward(t.key.name, roundKey(t.key, t.round))));
  }

  private delaySeconds(round: number): number {
    const { delaySeconds, maxDelaySeconds } = this.config.pinThrottle;
    return pinDelaySeconds(round, delaySeconds, maxDelaySeconds);
  }
}
