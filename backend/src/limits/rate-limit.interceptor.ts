import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import { ClientIp } from './client-ip.js';
import { type LimitName, RateLimits, tooManyRequests } from './rate-limits.js';

export interface RateLimitRule {
  limit: LimitName;
  /** What is counted: the client IP (default), or keys read from the request (none = not counted). */
  keys?: (req: Request) => (string | null | undefined)[];
  /** Points per request (default 1), e.g. the body's size for a bytes-per-hour limit. */
  cost?: (req: Request) => number;
  /**
   * Only answers with this status count (e.g. 404 for wrong hashes); a key already over the limit
   * is refused before the handler runs.
   */
  onStatus?: number;
}

const RULES = Symbol('rate-limit-rules');

/** Limits a route by the given rules, all checked before the handler runs. */
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RULES, rules);

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
    private readonly clientIp: ClientIp,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RULES, ctx.getHandler());
    if (!rules?.length) return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const keyed = rules.map((rule) => ({ rule, keys: this.keysOf(rule, req) }));
    return from(this.before(keyed, req)).pipe(
      switchMap(() => next.handle()),
      catchError((err: unknown) => {
        const status = err instanceof HttpException ? err.getStatus() : 500;
        const counted = keyed.filter(({ rule }) => rule.onStatus === status);
        return from(
          Promise.all(counted.flatMap(({ rule, keys }) => keys.map((k) => this.limits.take(rule.limit, k)))),
        ).pipe(switchMap(() => throwError(() => err)));
      }),
    );
  }

  /**
   * All rules at once: the counters the request takes in one Redis call (consumeMany), the checks of
   * status-counted rules beside it; any refusal refuses (the first refused counter, in rule order).
   */
  private async before(keyed: { rule: RateLimitRule; keys: string[] }[], req: Request): Promise<void> {
    const takes = keyed.flatMap(({ rule, keys }) =>
      rule.onStatus === undefined
        ? keys.map((key) => ({ name: rule.limit, key, points: Math.max(1, Math.ceil(rule.cost?.(req) ?? 1)) }))
        : [],
    );
    const consumed = async () => {
      const refused = (await this.limits.consumeMany(takes)).find((r) => !r.allowed);
      if (refused) throw tooManyRequests(refused.res.msBeforeNext);
    };
    await Promise.all([
      ...(takes.length > 0 ? [consumed()] : []),
      ...keyed.flatMap(({ rule, keys }) =>
        rule.onStatus === undefined
          ? []
          : keys.map(async (key) => {
              const ms = await this.limits.refusedFor(rule.limit, key);
              if (ms > 0) throw tooManyRequests(ms);
            }),
      ),
    ]);
  }

  private keysOf(rule: RateLimitRule, req: Request): string[] {
    if (!rule.keys) return [this.clientIp.key(req)];
    return rule.keys(req).filter((k): k is string => typeof k === 'string' && k.length > 0);
  }
}

/** The JSON body's field as a string, if it is one (limits run before validation). */
export const bodyField = (req: Request, field: string): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};
