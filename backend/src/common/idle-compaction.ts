import { performance } from 'node:perf_hooks';

export interface IdleCompactionOptions {
  /** How often the event loop's utilisation is looked at. */
  checkMs?: number;
  /** Consecutive quiet checks before collecting. */
  quietChecks?: number;
  /** Utilisation (0..1) below which a check counts as quiet. */
  quietBelow?: number;
  /** The collector: node's `gc` when started with --expose-gc; without it nothing happens. */
  collect?: (() => void) | undefined;
  /** The loop's utilisation since the last call (perf_hooks' eventLoopUtilization delta). */
  utilization?: () => number;
}

/** The event loop's utilisation since the previous call, from node's own counters. */
function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const delta = performance.eventLoopUtilization(last);
    last = performance.eventLoopUtilization();
    return delta.utilization;
  };
}

/**
 * Memory at rest (issue 37 item 10): V8 collects when it allocates, so the slack of the last burst (the boot,
 * a rush of orders) stays resident through a quiet night, and its own memory reducer only starts after a
 * collection. Once the event loop has been quiet for a while, two full collections hand that slack back to
 * the OS (with glibc's trim threshold set by the start scripts); once per quiet period, never under
 * load. Needs node's --expose-gc (`npm start`, the worker script, the Dockerfile); without it, a no-op.
 * Returns a stop function; the timer never keeps the process alive.
 */
/**
 * Collections per quiet period, one check apart. The first frees the old generation; V8 gives back the
 * young generation's pages only in a collection that sees a low, non-zero allocation rate, which the
 * quiet check after it provides (Heap::ReduceNewSpaceSize): 20-60 MB more on the API.
 */
const COLLECTIONS = 2;

export function startIdleCompaction(options: IdleCompactionOptions = {}): () => void {
  const collect = 'collect' in options ? options.collect : (globalThis as { gc?: () => void }).gc;
  if (!collect) return () => undefined;
  const { checkMs = 5_000, quietChecks = 2, quietBelow = 0.01 } = options;
  const utilization = options.utilization ?? loopUtilization();
  let quiet = 0;
  let collections = 0;
  const timer = setInterval(() => {
    if (utilization() >= quietBelow) {
      quiet = 0;
      collections = 0;
      return;
    }
    quiet += 1;
    if (collections >= COLLECTIONS || quiet < quietChecks + collections) return;
    collect();
    collections += 1;
    // The collection's own time is not the next window's work: start that window after it.
    utilization();
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
