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
import { catchError, from, map, type Observable, switchMap, throwError } from 'rxjs';
import { ClientIp } from './client-ip.js';
import { type LimitName, RateLimits, tooManyRequests } from './rate-limits.js';

export interface RateLimitRule {
  limit: LimitName;
  /** What is counted: the client IP (default), or keys read from the request (none = not counted). */
  keys?: (req: Request) => (string | null | undefined)[];
  /** Points per request (default 1), e.g. the body's size for a bytes-per-hour limit. */
  cost?: (req: Request) => number;
  /**
   * Only answers with this status count (e.g. 404 for wrong hashes). The point is taken before the
   * handler runs (so concurrent requests cannot all slip under the limit) and given back for any other
   * answer; a key over the limit is refused before the handler runs.
   */
  onStatus?: number;
  /**
   * With onStatus: what the caller shows it already holds (e.g. an order's uid and hash). A caller that
   * got another answer for it before (from the same IP, within a day) still passes when over the limit.
   */
  held?: (req: Request) => string | undefined;
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
    const counted = keyed.filter(({ rule }) => rule.onStatus !== undefined);
    /** The points of status-counted rules go back unless the answer had their status. */
    const settle = (status: number) =>
      Promise.all(
        counted.flatMap(({ rule, keys }) =>
          status === rule.onStatus
            ? []
            : keys.flatMap((key) => {
                const held = rule.held?.(req);
                return [
                  this.limits.reward(rule.limit, key),
                  ...(held && status < 400 ? [this.limits.take('statusHeld', heldKey(key, held))] : []),
                ];
              }),
        ),
      );
    return from(this.before(keyed, req)).pipe(
      switchMap(() => next.handle()),
      switchMap((value: unknown) => from(settle(200)).pipe(map(() => value))),
      catchError((err: unknown) => {
        const status = err instanceof HttpException ? err.getStatus() : 500;
        // A refusal by the limits themselves took nothing that needs giving back beyond what it took.
        if (err instanceof LimitRefusal) return throwError(() => err.error);
        return from(settle(status)).pipe(switchMap(() => throwError(() => err)));
      }),
    );
  }

  /**
   * All rules at once: the counters the request takes in one Redis call (consumeMany); any refusal
   * refuses (the first refused counter, in rule order), except a status-counted rule's for a caller that
   * holds what it asks for.
   */
  private async before(keyed: { rule: RateLimitRule; keys: string[] }[], req: Request): Promise<void> {
    const takes = keyed.flatMap(({ rule, keys }) =>
      keys.map((key) => ({
        rule,
        key,
        take: { name: rule.limit, key, points: Math.max(1, Math.ceil(rule.cost?.(req) ?? 1)) },
      })),
    );
    if (takes.length === 0) return;
    const results = await this.limits.consumeMany(takes.map((t) => t.take));
    for (const [i, { rule, key }] of takes.entries()) {
      const { allowed, res } = results[i]!;
      if (allowed) continue;
      const held = rule.onStatus !== undefined ? rule.held?.(req) : undefined;
      if (held && (await this.limits.consumed('statusHeld', heldKey(key, held))) > 0) continue;
      // The status-counted points this request took go back: it is refused, not evaluated.
      await Promise.all(
        takes.filter((t) => t.rule.onStatus !== undefined).map((t) => this.limits.reward(t.rule.limit, t.key)),
      );
      throw new LimitRefusal(tooManyRequests(res.msBeforeNext));
    }
  }

  private keysOf(rule: RateLimitRule, req: Request): string[] {
    if (!rule.keys) return [this.clientIp.key(req)];
    return rule.keys(req).filter((k): k is string => typeof k === 'string' && k.length > 0);
  }
}

/** The uid and hash of a public order or quote link (route params), what a status page's caller holds. */
export const heldLink = (req: Request): string | undefined => {
  const { uid, hash } = req.params as Record<string, string | undefined>;
  return uid && hash ? `${uid}\n${hash}` : undefined;
};

/** The JSON body's field as a string, if it is one (limits run before validation). */
export const bodyField = (req: Request, field: string): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** A refusal of the limits (before the handler): its points are settled already. */
class LimitRefusal extends Error {
  constructor(readonly error: HttpException) {
    super(error.message);
  }
}

const heldKey = (key: string, held: string) => `${key}\n${held}`;
