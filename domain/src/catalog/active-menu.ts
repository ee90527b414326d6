import { toDate } from '../opening-hours/zoned-time.js';
import type { Instant } from '../types.js';

/** Menu fields the rule needs (spec 3): availableFrom and the branches it belongs to. */
export interface MenuLike {
  availableFrom: Instant;
  branches?: { id: number | string }[];
}

/**
 * Active menu (spec 4): among the menus of the branch, the one with the latest availableFrom already
 * in the past (at or before `now`). Null when none has started yet.
 */
export function activeMenu<T extends MenuLike>(menus: readonly T[], branchId: number | string, now: Instant): T | null {
  const at = toDate(now).getTime();
  let best: T | null = null;
  for (const menu of menus) {
    if (menu.branches && !menu.branches.some((branch) => String(branch.id) === String(branchId))) continue;
    const from = toDate(menu.availableFrom).getTime();
    if (from > at) continue;
    if (!best || from > toDate(best.availableFrom).getTime()) best = menu;
  }
  return best;
}
