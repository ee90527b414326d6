// When the player asks the server again after a failed manifest fetch (issue 19 item 3): 30 s, 60 s,
// 120 s, then every 120 s, so a shop full of TVs does not hammer a server that is coming back up.
const STEPS_MS = [30_000, 60_000, 120_000] as const;

/** Delay before retry number `failures` (1 = after the first failure). */
export function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return STEPS_MS[Math.min(failures, STEPS_MS.length) - 1]!;
}
