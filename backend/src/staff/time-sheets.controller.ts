import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  addDays,
  contractOn,
  holidayBalance,
  type HolidayLedgerEntry,
  targetMinutes,
  weekdayOf,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { publicHolidayPredicate } from '@bestell/domain/public-holidays';
import { Admin, type AuthContext, type AuthedRequest, isAdmin, requireStaff, Staff } from '../auth/index.js';
import { Branch } from '../catalog/index.js';
import { ApiError, parseInput, requireUuid, s } from '../common/index.js';
import { User } from '../users/index.js';
import type { HolidayLedgerRow } from './staff.entities.js';
import { StaffRepository } from './staff.repository.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { dayOf, toContract, workDaysByUser } from './work-days.js';

const TZ = 'Europe/Vienna';
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH);
const lockBody = z.strictObject({ month, branch: z.union([z.uuid(), s.ref()]) });
const balanceQuery = z.object({ user: z.uuid().optional(), asOf: s.date().optional() });

const WEEKDAY_DE: Record<string, string> = {
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
};
/** Decimal hours with a comma, as Excel in AT/DE reads them. */
const hoursDe = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');
const timeDe = (at: Date) => zonedParts(at, TZ).time;
const dateDe = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
/** A CSV cell: quoted when it holds the separator, a quote or a line break. */
const cell = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

const toEntry = (r: HolidayLedgerRow): HolidayLedgerEntry =>
  r.kind === 'carry-over'
    ? { kind: r.kind, date: r.date, days: Number(r.days), validUntil: r.validUntil! }
    : { kind: r.kind, date: r.date, days: Number(r.days) };

/** Holiday accounts, month locks and the monthly time sheet for payroll (issue 18). */
@ApiTags('time-sheets')
@Controller('api/time-sheets')
export class TimeSheetsController {
  constructor(private readonly ds: DataSource) {}

  /** Balance per person on `asOf` (default today): entitlement, taken, planned, carried over, expiring. */
  @Get('holiday-balances')
  @Staff()
  async holidayBalances(@Query() query: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const q = parseInput(balanceQuery, query);
    // Employees see their own account only.
    const userIds = isAdmin(auth) ? (q.user ? [q.user] : null) : [auth.user.id];
    const asOf = q.asOf ?? zonedParts(new Date(), TZ).date;
    const rows = await new TimeSheetsRepository(this.ds.manager).ledgerOf(userIds);
    const byUser = new Map<string, { user: User; rows: HolidayLedgerRow[] }>();
    for (const r of rows) {
      const entry = byUser.get(r.user.id) ?? { user: r.user, rows: [] };
      entry.rows.push(r);
      byUser.set(r.user.id, entry);
    }
    return [...byUser.values()]
      .sort((a, b) => a.user.name.localeCompare(b.user.name, 'de'))
      .map(({ user, rows: lines }) => {
        const entries = lines.map(toEntry);
        const balance = holidayBalance(entries, asOf);
        // Leave booked for later this year: taken lines dated after asOf.
        const planned = entries
          .filter((e) => e.kind === 'taken' && e.date > asOf && e.date.startsWith(asOf.slice(0, 4)))
          .reduce((sum, e) => sum + e.days, 0);
        return {
          user: { id: user.id, name: user.name },
          asOf,
          entitlement: balance.entitlement,
          taken: balance.taken,
          planned,
          carriedOver: balance.carriedOver,
          expiring: balance.expiring,
          expired: balance.expired,
          balance: balance.balance,
          remaining: Math.round((balance.balance - planned) * 1000) / 1000,
        };
      });
  }

  /** Closes a month of a branch: writes to its activities and shifts dated then or before answer 409. */
  @Post('lock')
  @Admin()
  @HttpCode(201)
  async lock(@Body() body: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const input = parseInput(lockBody, body);
    const branchId = typeof input.branch === 'string' ? input.branch : input.branch.id;
    if (!(await this.ds.getRepository(Branch).existsBy({ id: branchId }))) throw ApiError.notFound();
    const lock = await new TimeSheetsRepository(this.ds.manager).lock(branchId, input.month, auth.user.id);
    return {
      id: lock.id,
      branch: { id: branchId },
      month: lock.month,
      lockedBy: lock.lockedBy ? { id: lock.lockedBy.id, name: lock.lockedBy.name } : null,
      createdAt: lock.createdAt.toISOString(),
    };
  }

  /** GET /api/time-sheets/{userId}/{yyyy-mm}.csv: one line per day, for payroll (Excel, AT/DE). */
  @Get(':userId/:month.csv')
  @Staff()
  async csv(
    @Param('userId') userId: string,
    @Param('month') monthParam: string,
    @Req() req: AuthedRequest,
    @Res() res: Response,
  ): Promise<void> {
    const auth = requireStaff(req);
    const user = await this.person(auth, requireUuid(userId));
    if (!MONTH.test(monthParam)) throw ApiError.notFound();
    const first = `${monthParam}-01`;
    const next = addDays(first, 32).slice(0, 7) + '-01';
    const from = zonedInstant(first, '00:00', TZ);
    const to = zonedInstant(next, '00:00', TZ);
    const activities = (
      await new StaffRepository(this.ds.manager).activitiesOf({
        userId: user.id,
        from: new Date(from.getTime() - 86_400_000),
        to,
      })
    ).filter((a) => a.end !== null);
    const contractRows = await new TimeSheetsRepository(this.ds.manager).contractsOf([user.id]);
    const contracts = contractRows.map(toContract);
    const days = workDaysByUser(activities, contractRows);
    const header = [
      'Datum',
      'Wochentag',
      'Beginn',
      'Ende',
      'Pause (Minuten)',
      'Arbeitszeit (Stunden)',
      'Soll (Stunden)',
      'Differenz (Stunden)',
      'Hinweise',
    ];
    const lines = [header];
    let worked = 0;
    let target = 0;
    let breaks = 0;
    for (let date = first; date < next; date = addDays(date, 1)) {
      const own = activities.filter((a) => dayOf(a) === date);
      const day = days.get(`${user.id}|${date}`);
      const contract = contractOn(contracts, date);
      const holiday = contract ? publicHolidayPredicate(contract.jurisdiction, contract.state) : () => false;
      const dayTarget = targetMinutes(contracts, date, holiday);
      const dayWorked = day?.workedMinutes ?? 0;
      worked += dayWorked;
      target += dayTarget;
      breaks += day?.breakMinutes ?? 0;
      const notes = [...(holiday(date) ? ['Feiertag'] : []), ...(day?.flags.map((f) => f.message) ?? [])];
      if (own.some((a) => a.needsReview)) notes.push('Automatisch ausgestempelt, zu prüfen');
      lines.push([
        dateDe(date),
        WEEKDAY_DE[weekdayOf(date)]!,
        own.length ? timeDe(own[0]!.start) : '',
        own.length ? timeDe(own[own.length - 1]!.end!) : '',
        day ? String(day.breakMinutes) : '',
        own.length ? hoursDe(dayWorked) : '',
        dayTarget ? hoursDe(dayTarget) : '',
        dayWorked || dayTarget ? hoursDe(dayWorked - dayTarget) : '',
        notes.join(', '),
      ]);
    }
    lines.push(['Summe', '', '', '', String(breaks), hoursDe(worked), hoursDe(target), hoursDe(worked - target), '']);
    const body = '\uFEFF' + lines.map((l) => l.map(cell).join(';')).join('\r\n') + '\r\n';
    const fileName = `Arbeitszeit-${user.name.replace(/[^\p{L}\p{N}_-]+/gu, '_')}-${monthParam}.csv`;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    res.type('text/csv; charset=utf-8').send(body);
  }

  /** Admins see everyone; an employee only themself (another person answers 404 like a missing one). */
  private async person(auth: AuthContext, userId: string): Promise<User> {
    if (!isAdmin(auth) && auth.user.id !== userId) throw ApiError.notFound();
    const user = await this.ds.getRepository(User).findOneBy({ id: userId });
    if (!user) throw ApiError.notFound();
    return user;
  }
}
