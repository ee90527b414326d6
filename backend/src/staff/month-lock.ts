import type { EntityManager } from 'typeorm';
import { DEFAULT_TIMEZONE, STAFF_TEXTS, zonedParts } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';

const TZ = DEFAULT_TIMEZONE;

/** yyyy-mm of an instant in Vienna (a shift belongs to the month it starts in). */
export const monthOf = (at: Date): string => zonedParts(at, TZ).date.slice(0, 7);

/**
 * Refuses (409, German) a write to the branch's activities or shifts dated in a locked month or
 * before: pass the dates before and after the change, so neither side may touch a closed month.
 */
export async function assertMonthOpen(
  em: EntityManager,
  branchId: string | undefined,
  dates: (Date | null | undefined)[],
): Promise<void> {
  if (!branchId) return;
  const repo = new TimeSheetsRepository(em);
  for (const date of dates) {
    if (!date || Number.isNaN(date.getTime())) continue;
    const lock = await repo.lockCovering(branchId, monthOf(date));
    if (lock) throw new ApiError(409, [{ message: STAFF_TEXTS.monthLocked(lock.month), field: 'start' }]);
  }
}
