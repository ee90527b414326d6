import { Controller, Get, Logger, Query, Req } from '@nestjs/common';
import {
  addDays,
  contractOn,
  DEFAULT_TIMEZONE,
  resourceMessages,
  targetMinutes,
  workedMinutesOf,
  zonedDays,
} from '@bestell/domain';
import { publicHolidayPredicate } from '@bestell/domain/public-holidays';
import { type AuthContext, type AuthedRequest, isAdmin, requireStaff, Staff } from '../auth/index.js';
import { ApiError, ApiTags, Contract } from '../common/index.js';
import { User } from '../users/index.js';
import { scopedBranches } from './branch-scope.js';
import { profileEnd, STAFF_STATISTICS_ROUTES as R } from './staff.contract.js';
import { StaffRepository } from './staff.repository.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { dayOf, toContract, workDaysByUser } from './work-days.js';
import { TransactionalConnection } from '../database/index.js';

const TZ = DEFAULT_TIMEZONE;
const FAILED = resourceMessages('statistics').loadItem;

/** [from 00:00, the day after to 00:00) in the branch time zone. */
const window = (from: string, to: string) => zonedDays(from, to, TZ);

/**
 * Statistics of spec 7 for working time: minutes per person and day (recorded and planned), and a
 * person's profile over a period. Any unexpected failure answers 'Statistik konnte nicht geladen werden'.
 */
@ApiTags('statistics')
@Controller('api/statistics')
export class StaffStatisticsController {
  private readonly logger = new Logger('StaffStatistics');

  constructor(private readonly db: TransactionalConnection) {}

  @Contract(R.workingActivities)
  @Get('working-activities')
  @Staff()
  workingActivities(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.guarded(async () => {
      const auth = requireStaff(req);
      const q = R.workingActivities.query(query);
      const { from, to } = window(q.from, q.to);
      const rows = await new StaffRepository(this.db.manager()).activitiesOf({
        userId: q.user,
        branchIds: this.branches(auth, q.branch),
        from,
        to,
      });
      const now = new Date();
      return this.perUserDay(
        rows.filter((a) => dayOf(a) >= q.from && dayOf(a) <= q.to),
        (a) => workedMinutesOf(a, now),
      );
    });
  }

  @Contract(R.workingSchedules)
  @Get('working-schedules')
  @Staff()
  workingSchedules(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.guarded(async () => {
      const auth = requireStaff(req);
      const q = R.workingSchedules.query(query);
      const { from, to } = window(q.from, q.to);
      const rows = await new TimeSheetsRepository(this.db.manager()).schedulesOf({
        userId: q.user,
        branchIds: this.branches(auth, q.branch),
        from,
        to,
      });
      return this.perUserDay(
        rows.filter((w) => dayOf(w) >= q.from && dayOf(w) <= q.to),
        (w) => Math.max(0, Math.round((w.end.getTime() - w.start.getTime()) / 60_000) - w.breakMinutes),
      );
    });
  }

  /** A person's totals over [start, end]: worked, planned, contracted target, the difference, flagged days. */
  @Contract(R.userProfile)
  @Get('user-profile')
  @Staff()
  userProfile(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.guarded(async () => {
      const auth = requireStaff(req);
      const q = this.period(R.userProfile.query(query));
      const user = await this.person(auth, q.user);
      const days = await this.days(user, q.start, q.end);
      const { from, to } = window(q.start, q.end);
      const schedules = await new TimeSheetsRepository(this.db.manager()).schedulesOf({ userId: user.id, from, to });
      const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((t, d) => t + pick(d), 0);
      const workedMinutes = sum((d) => d.workedMinutes);
      const targetMinutesTotal = sum((d) => d.targetMinutes);
      return {
        user: { id: user.id, name: user.name },
        start: q.start,
        end: q.end,
        workedMinutes,
        breakMinutes: sum((d) => d.breakMinutes),
        plannedMinutes: schedules
          .filter((w) => dayOf(w) >= q.start && dayOf(w) <= q.end)
          .reduce((t, w) => t + Math.round((w.end.getTime() - w.start.getTime()) / 60_000) - w.breakMinutes, 0),
        targetMinutes: targetMinutesTotal,
        balanceMinutes: workedMinutes - targetMinutesTotal,
        workedDays: days.filter((d) => d.workedMinutes > 0).length,
        flaggedDays: days.filter((d) => d.flags.length > 0).length,
      };
    });
  }

  /** The person's days over [start, end] with worked, break and target minutes and the rule flags. */
  @Contract(R.userProfileWorkingActivities)
  @Get('user-profile-working-activities')
  @Staff()
  userProfileWorkingActivities(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.guarded(async () => {
      const auth = requireStaff(req);
      const q = this.period(R.userProfileWorkingActivities.query(query));
      const user = await this.person(auth, q.user);
      return (await this.days(user, q.start, q.end)).filter((d) => d.workedMinutes > 0 || d.targetMinutes > 0);
    });
  }

  /** The profile's period; "now" is the end of a running period (spec 7). */
  private period(q: { user: string; start: string; end?: string; now?: string }) {
    return { user: q.user, start: q.start, end: profileEnd(q) };
  }

  private async days(user: User, start: string, end: string) {
    const { from, to } = window(start, end);
    // The evening before counts for the first day's rest.
    const activities = await new StaffRepository(this.db.manager()).activitiesOf({
      userId: user.id,
      from: new Date(from.getTime() - 86_400_000),
      to,
    });
    const contractRows = await new TimeSheetsRepository(this.db.manager()).contractsOf([user.id]);
    const contracts = contractRows.map(toContract);
    const evaluated = workDaysByUser(activities, contractRows);
    const out = [];
    for (let date = start; date <= end; date = addDays(date, 1)) {
      const day = evaluated.get(`${user.id}|${date}`);
      const contract = contractOn(contracts, date);
      const holiday = contract ? publicHolidayPredicate(contract.jurisdiction, contract.state) : () => false;
      out.push({
        date,
        workedMinutes: day?.workedMinutes ?? 0,
        breakMinutes: day?.breakMinutes ?? 0,
        targetMinutes: targetMinutes(contracts, date, holiday),
        publicHoliday: holiday(date),
        flags: day?.flags ?? [],
      });
    }
    return out;
  }

  private perUserDay<T extends { user: User; start: Date }>(rows: T[], minutesOf: (row: T) => number) {
    const totals = new Map<string, { user: { id: string; name: string }; date: string; minutes: number }>();
    for (const row of rows) {
      const date = dayOf(row);
      const key = `${row.user.id}|${date}`;
      const entry = totals.get(key) ?? { user: { id: row.user.id, name: row.user.name }, date, minutes: 0 };
      entry.minutes += minutesOf(row);
      totals.set(key, entry);
    }
    return [...totals.values()].sort((a, b) =>
      a.date === b.date ? a.user.name.localeCompare(b.user.name, 'de') : a.date < b.date ? -1 : 1,
    );
  }

  /** Admins: the asked branch or all; employees: their branches (another branch gives an empty list). */
  private branches(auth: AuthContext, branch: string | undefined): string[] | null {
    return scopedBranches(auth, branch);
  }

  private async person(auth: AuthContext, userId: string): Promise<User> {
    if (!isAdmin(auth) && auth.user.id !== userId) throw ApiError.notFound();
    const user = await this.db.manager().getRepository(User).findOneBy({ id: userId });
    if (!user) throw ApiError.notFound();
    return user;
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      this.logger.error({ err }, 'statistics failed');
      throw new ApiError(500, [{ message: FAILED }]);
    }
  }
}
