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

  /** The name a time sheet's PDF is headed with: shop name, else business name. */
  async shopName(): Promise<string> {
    const [shop] = (await this.em.query(
      `SELECT COALESCE(NULLIF("shopName", ''), "businessName", '') AS "name" FROM "shop_config" WHERE "id" = 1`,
    )) as { name: string }[];
    return shop?.name ?? '';
  }

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

  /** Shifts of a branch (and department) starting in [from, to); `published` null: both kinds. */
  branchShifts(
    branchId: string,
    departmentId: string | null,
    from: string | Date,
    to: string | Date,
    published: boolean | null,
  ): Promise<WorkingSchedule[]> {
    const qb = this.em
      .getRepository(WorkingSchedule)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.user', 'user')
      .innerJoinAndSelect('s.branch', 'branch')
      .leftJoinAndSelect('s.department', 'department')
      .where('branch.id = :branchId', { branchId })
      .andWhere('s.start >= :from AND s.start < :to', { from: new Date(from), to: new Date(to) })
      .orderBy('s.start', 'ASC');
    if (departmentId) qb.andWhere('department.id = :departmentId', { departmentId });
    if (published !== null) qb.andWhere('s.isPublished = :published', { published });
    return qb.getMany();
  }
}
