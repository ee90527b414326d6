import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DEFAULT_TIMEZONE, holidayBalance, type HolidayLedgerEntry, zonedParts } from '@bestell/domain';
import { Admin, type AuthContext, type AuthedRequest, isAdmin, requireStaff, Staff } from '../auth/index.js';
import { Branch } from '../catalog/index.js';
import { ApiError, ApiTags, Contract, requireUuid } from '../common/index.js';
import { User } from '../users/index.js';
import { isMonth, TIME_SHEET_ROUTES as R } from './staff.contract.js';
import type { HolidayLedgerRow } from './staff.entities.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { timeSheetPdf } from './time-sheet-pdf.js';
import { attachment, dateDe, hoursDe, type MonthSheet, monthSheet } from './time-sheet.js';
import { TransactionalConnection } from '../database/index.js';

const TZ = DEFAULT_TIMEZONE;

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
  constructor(private readonly db: TransactionalConnection) {}

  /** Balance per person on `asOf` (default today): entitlement, taken, planned, carried over, expiring. */
  @Contract(R.holidayBalances)
  @Get('holiday-balances')
  @Staff()
  async holidayBalances(@Query() query: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const q = R.holidayBalances.query(query);
    // Employees see their own account only.
    const userIds = isAdmin(auth) ? (q.user ? [q.user] : null) : [auth.user.id];
    const asOf = q.asOf ?? zonedParts(new Date(), TZ).date;
    const rows = await new TimeSheetsRepository(this.db.manager()).ledgerOf(userIds);
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
  @Contract(R.lock)
  @Post('lock')
  @Admin()
  @HttpCode(201)
  async lock(@Body() body: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const input = R.lock.body(body);
    const branchId = typeof input.branch === 'string' ? input.branch : input.branch.id;
    if (!(await this.db.manager().getRepository(Branch).existsBy({ id: branchId }))) throw ApiError.notFound();
    const lock = await new TimeSheetsRepository(this.db.manager()).lock(branchId, input.month, auth.user.id);
    return {
      id: lock.id,
      branch: { id: branchId },
      month: lock.month,
      lockedBy: lock.lockedBy ? { id: lock.lockedBy.id, name: lock.lockedBy.name } : null,
      createdAt: lock.createdAt.toISOString(),
    };
  }

  /** GET /api/time-sheets/{userId}/{yyyy-mm}.csv: one line per day, for payroll (Excel, AT/DE). */
  @Contract(R.csv)
  @Get(':userId/:month.csv')
  @Staff()
  async csv(
    @Param('userId') userId: string,
    @Param('month') monthParam: string,
    @Req() req: AuthedRequest,
    @Res() res: Response,
  ): Promise<void> {
    const sheet = await this.sheet(req, userId, monthParam);
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
    for (const d of sheet.days) {
      const worked = d.workedMinutes ?? 0;
      lines.push([
        dateDe(d.date),
        d.weekday,
        d.begin,
        d.end,
        d.breakMinutes !== null ? String(d.breakMinutes) : '',
        d.workedMinutes !== null ? hoursDe(worked) : '',
        d.targetMinutes ? hoursDe(d.targetMinutes) : '',
        worked || d.targetMinutes ? hoursDe(worked - d.targetMinutes) : '',
        d.notes.join(', '),
      ]);
    }
    const t = sheet.totals;
    lines.push([
      'Summe',
      '',
      '',
      '',
      String(t.breakMinutes),
      hoursDe(t.workedMinutes),
      hoursDe(t.targetMinutes),
      hoursDe(t.workedMinutes - t.targetMinutes),
      '',
    ]);
    const body = '\uFEFF' + lines.map((l) => l.map(cell).join(';')).join('\r\n') + '\r\n';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', attachment(sheet, 'csv'));
    res.type('text/csv; charset=utf-8').send(body);
  }

  /** GET /api/time-sheets/{userId}/{yyyy-mm}.pdf: the same month as a printable PDF (A4 landscape). */
  @Contract(R.pdf)
  @Get(':userId/:month.pdf')
  @Staff()
  async pdf(
    @Param('userId') userId: string,
    @Param('month') monthParam: string,
    @Req() req: AuthedRequest,
    @Res() res: Response,
  ): Promise<void> {
    const sheet = await this.sheet(req, userId, monthParam);
    const body = await timeSheetPdf(sheet, await new TimeSheetsRepository(this.db.manager()).shopName());
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', attachment(sheet, 'pdf'));
    res.type('application/pdf').send(body);
  }

  private async sheet(req: AuthedRequest, userId: string, monthParam: string): Promise<MonthSheet> {
    const auth = requireStaff(req);
    const user = await this.person(auth, requireUuid(userId));
    if (!isMonth(monthParam)) throw ApiError.notFound();
    return monthSheet(this.db.manager(), user, monthParam);
  }

  /** Admins see everyone; an employee only themself (another person answers 404 like a missing one). */
  private async person(auth: AuthContext, userId: string): Promise<User> {
    if (!isAdmin(auth) && auth.user.id !== userId) throw ApiError.notFound();
    const user = await this.db.manager().getRepository(User).findOneBy({ id: userId });
    if (!user) throw ApiError.notFound();
    return user;
  }
}
