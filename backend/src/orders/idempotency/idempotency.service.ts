import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/index.js';
import { ORDER_TEXTS } from '../messages.js';
import { IdempotencyRepository } from './idempotency.repository.js';

const STALE_RUNNING_SECONDS = 120;

export type IdempotencyOutcome = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

/** JSON with sorted keys, so the same body hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

/** An Idempotency-Key header other folders accept (their own German message when it is not). */
export const validIdempotencyKey = (key: string): boolean => key.length >= 1 && key.length <= 200;

/**
 * Idempotency-Key handling: the first request claims the key ('running'); the handler marks it 'done'
 * with its response in the same transaction as the order. A failed request releases the claim, so a
 * refused order stores nothing.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly ds: DataSource) {}

  static validKey(key: string): boolean {
    return validIdempotencyKey(key);
  }

  async claim(key: string, scope: string, hash: string): Promise<IdempotencyOutcome> {
    const keys = new IdempotencyRepository(this.ds.manager);
    for (let attempt = 0; attempt < 3; attempt++) {
      // A claim left 'running' by a crashed process is released after a while instead of blocking for 24 h.
      await keys.releaseStale(key, scope, STALE_RUNNING_SECONDS);
      if (await keys.claimRunning(key, scope, hash)) return { kind: 'new' };
      const row = await keys.find(key, scope);
      if (!row) continue; // released in between: try to claim again
      if (row.requestHash !== hash) throw ApiError.validation([{ message: ORDER_TEXTS.idempotencyMismatch }]);
      if (row.state !== 'done') throw new ApiError(409, [{ message: ORDER_TEXTS.idempotencyRunning }]);
      return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
    }
    throw new ApiError(409, [{ message: ORDER_TEXTS.idempotencyRunning }]);
  }

  async release(key: string, scope: string): Promise<void> {
    await new IdempotencyRepository(this.ds.manager).releaseRunning(key, scope);
  }
}
