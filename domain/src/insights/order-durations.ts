import type { Instant } from '../types.js';

// Acceptance and preparation times (issue 20), from the order history: the server stores, per day,
// branch and local hour, how many orders fell into each duration bucket; these functions say what a
// duration is, which bucket it falls in, and read medians and p90 back from the buckets.

/** History actions that end the acceptance: staff confirmed, or the customer accepted a counter-proposal. */
export const ACCEPTED_ACTIONS = ['confirm', 'acceptCounter'] as const;
/** History actions that end the preparation: ready for pickup / out for delivery, or completed. */
export const READY_ACTIONS = ['inDelivery', 'completed'] as const;

export type DurationKind = 'acceptance' | 'preparation';

/** One history row as the rules need it. */
export interface HistoryStep {
  action: string;
  at: Instant;
}

/**
 * Acceptance = placed -> first confirmation; preparation = first confirmation -> first 'ready' or
 * 'completed' after it, in whole seconds (never negative). Pre-orders get no preparation time: their
 * kitchen waits for the appointment, which would be measured instead.
 */
export function orderDurations(
  placedAt: Instant,
  history: readonly HistoryStep[],
  isPreorder = false,
): { acceptance: number | null; preparation: number | null } {
  const ms = (at: Instant) => new Date(at).getTime();
  const first = (actions: readonly string[], after: number) =>
    history
      .filter((h) => actions.includes(h.action) && ms(h.at) >= after)
      .reduce<number | null>((min, h) => (min === null || ms(h.at) < min ? ms(h.at) : min), null);
  const placed = ms(placedAt);
  const accepted = first(ACCEPTED_ACTIONS, -Infinity);
  if (accepted === null) return { acceptance: null, preparation: null };
  const ready = isPreorder ? null : first(READY_ACTIONS, accepted);
  const secs = (diff: number) => Math.max(0, Math.floor(diff / 1000));
  return { acceptance: secs(accepted - placed), preparation: ready === null ? null : secs(ready - accepted) };
}

/**
 * Lower edges (seconds) of the duration buckets, about 20-30 % wide: 15 s steps in the first minute,
 * minutes up to 10 min, then coarser up to a week; the last bucket is open. PostgreSQL's
 * width_bucket(seconds, DURATION_EDGES) numbers them the same way (1 = the first).
 */
export const DURATION_EDGES: readonly number[] = [
  0, 15, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1500, 1800, 2400, 3000, 3600, 4500, 5400, 7200, 9000,
  10800, 14400, 18000, 21600, 28800, 43200, 64800, 86400, 129600, 172800, 259200, 604800,
];

/** The bucket of a duration: 1 ... DURATION_EDGES.length (as width_bucket). */
export function durationBucket(seconds: number): number {
  let bucket = 1;
  for (let i = 1; i < DURATION_EDGES.length; i++) if (seconds >= DURATION_EDGES[i]!) bucket = i + 1;
  return bucket;
}

/**
 * The q-quantile (0..1) of bucketed durations in seconds, interpolated linearly inside its bucket (as
 * Prometheus' histogram_quantile); in the open last bucket its lower edge. null without any count.
 */
export function bucketQuantile(buckets: ReadonlyMap<number, number>, q: number): number | null {
  const sorted = [...buckets.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((t, [, n]) => t + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let before = 0;
  for (const [bucket, n] of sorted) {
    if (before + n >= rank) {
      const lower = DURATION_EDGES[bucket - 1] ?? 0;
      const upper = DURATION_EDGES[bucket];
      if (upper === undefined) return lower;
      return Math.round(lower + ((upper - lower) * (rank - before)) / n);
    }
    before += n;
  }
  return DURATION_EDGES[sorted[sorted.length - 1]![0] - 1] ?? 0;
}

export interface DurationFigures {
  /** Orders measured. */
  orders: number;
  /** Median and 90th percentile in seconds (null without orders). */
  median: number | null;
  p90: number | null;
}

/** Median, p90 and count of one histogram. */
export function durationFigures(buckets: ReadonlyMap<number, number>): DurationFigures {
  let orders = 0;
  for (const n of buckets.values()) orders += n;
  return { orders, median: bucketQuantile(buckets, 0.5), p90: bucketQuantile(buckets, 0.9) };
}

/** Adds counts into a histogram (keyed groups of buckets, e.g. per day or per hour). */
export function addToHistogram(into: Map<number, number>, bucket: number, count: number): void {
  into.set(bucket, (into.get(bucket) ?? 0) + count);
}
