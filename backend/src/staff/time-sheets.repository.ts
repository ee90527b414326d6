import { type EntityManager, In, IsNull, LessThan, MoreThan, MoreThanOrEqual } from 'typeorm';
import {
  HolidayLedgerRow,
  TimeSheetLock,
  WorkContractRow,
  WorkingActivity,
  WorkingSchedule,
} from './staff.entities.js';

/** Month locks, contracts, the holiday ledger, shifts and the auto clock-out scan; bound to `em`. */
export class TimeSheetsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The latest lock of the branch that covers `month` (yyyy-mm): its own month or a later one. */
  lockCovering(branchId: string, month: string): Promise<TimeSheetLock | null> {
    return this.em.getRepository(TimeSheetLock).findOne({
      where: { branch: { id: branchId }, month: MoreThanOrEqual(month) },
      order: { month: 'DESC' },
    });
  }

  async lock(branchId: string, month: string, userId: string): Promise<TimeSheetLock> {
    const repo = this.em.getRepository(TimeSheetLock);
    await repo
      .createQueryBuilder()
      .insert()
      .values({ branch: { id: branchId }, month, lockedBy: { id: userId } })
      .orIgnore()
      .execute();
    return repo.findOneOrFail({ where: { branch: { id: branchId }, month }, relations: { lockedBy: true } });
  }

  contractsOf(userIds: string[]): Promise<WorkContractRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.em.getRepository(WorkContractRow).find({
      where: { user: { id: In(userIds) } },
      relations: { user: true },
      order: { validFrom: 'ASC' },
    });
  }

  /** Ledger lines of the given people (all with lines when `userIds` is null). */
  ledgerOf(userIds: string[] | null): Promise<HolidayLedgerRow[]> {
    return this.em.getRepository(HolidayLedgerRow).find({
      where: userIds ? { user: { id: In(userIds) } } : {},
      relations: { user: true },
      order: { date: 'ASC' },
    });
  }

  schedulesOf(filter: { userId?: string; branchIds?: string[] | null; from: Date; to: Date }) {
    if (filter.branchIds?.length === 0) return Promise.resolve([]);
    return this.em.getRepository(WorkingSchedule).find({
      where: {
        start: LessThan(filter.to),
        end: MoreThan(filter.from),
        ...(filter.userId ? { user: { id: filter.userId } } : {}),
        ...(filter.branchIds ? { branch: { id: In(filter.branchIds) } } : {}),
      },
      relations: { user: true, branch: true },
      order: { start: 'ASC' },
    });
  }

  /** Open activities that started before `cutoff` (the caller locks the person before closing one). */
  openSince(cutoff: Date): Promise<WorkingActivity[]> {
    return this.em.getRepository(WorkingActivity).find({
      where: { end: IsNull(), start: LessThan(cutoff) },
      relations: { user: true },
      order: { start: 'ASC' },
      take: 200,
    });
  }
}
