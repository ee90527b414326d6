import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  addDays,
  type CopyWeekResult,
  daysBetween,
  DEFAULT_TIMEZONE,
  type PublishSchedulesResult,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { type AuthedRequest, Admin, requireStaff } from '../auth/index.js';
import { ApiTags, Contract } from '../common/index.js';
import { enqueueOutbox, type OutboxEntry } from '../outbox/index.js';
import { assertMonthOpen } from './month-lock.js';
import { SCHEDULE_PLAN_ROUTES as R } from './staff.contract.js';
import { StaffPin, WorkingSchedule } from './staff.entities.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { TransactionalConnection } from '../database/index.js';

const TZ = DEFAULT_TIMEZONE;

/** An address that cannot receive mail (RFC 2606 '.invalid', as placeholder addresses use). */
const deliverable = (email: string) => email.includes('@') && !/\.invalid$/i.test(email);

/**
 * The week grid's plan actions (issue 18 item 6): publish a window of a branch (and department),
 * which tells each person with newly published shifts by e-mail, or by SMS without a deliverable
 * address, through the outbox; and copy a week's shifts to another week as unpublished drafts.
 */
@ApiTags('working-schedules')
@Controller('api/working-schedules')
export class SchedulePlanController {
  constructor(private readonly db: TransactionalConnection) {}

  @Contract(R.publish)
  @Post('publish')
  @HttpCode(200)
  @Admin()
  async publish(@Body() body: unknown, @Req() req: AuthedRequest): Promise<PublishSchedulesResult> {
    requireStaff(req);
    const input = R.publish.body(body);
    return this.db.transaction(async (em) => {
      const drafts = await this.shifts(em, input.branchId, input.departmentId ?? null, input.from, input.to, false);
      await assertMonthOpen(
        em,
        input.branchId,
        drafts.map((d) => d.start),
      );
      if (drafts.length === 0) return { published: 0, notified: 0 };
      await em.getRepository(WorkingSchedule).update(
        drafts.map((d) => d.id),
        { isPublished: true },
      );
      const people = new Map(drafts.map((d) => [d.user.id, d.user]));
      const pins = await em.getRepository(StaffPin).findBy([...people.keys()].map((userId) => ({ userId })));
      const phoneOf = new Map(pins.map((p) => [p.userId, p.phone]));
      const entries: OutboxEntry[] = [];
      for (const user of people.values()) {
        const payload = {
          notice: 'schedule-published' as const,
          userId: user.id,
          branchId: input.branchId,
          departmentId: input.departmentId ?? null,
          from: new Date(input.from).toISOString(),
          to: new Date(input.to).toISOString(),
        };
        if (deliverable(user.email)) entries.push({ topic: 'staff-schedule-mail', orderId: null, payload });
        else if (phoneOf.get(user.id)) entries.push({ topic: 'staff-schedule-sms', orderId: null, payload });
      }
      await enqueueOutbox(em, entries);
      return { published: drafts.length, notified: entries.length };
    });
  }

  @Contract(R.copyWeek)
  @Post('copy-week')
  @HttpCode(200)
  @Admin()
  async copyWeek(@Body() body: unknown, @Req() req: AuthedRequest): Promise<CopyWeekResult> {
    requireStaff(req);
    const input = R.copyWeek.body(body);
    const days = daysBetween(input.fromWeekStart, input.toWeekStart);
    // Wall-clock times are kept: 06:00 stays 06:00 across a DST change.
    const moved = (at: Date) => {
      const { date, time } = zonedParts(at, TZ);
      return zonedInstant(addDays(date, days), time.slice(0, 5), TZ);
    };
    return this.db.transaction(async (em) => {
      const week = (monday: string) =>
        [zonedInstant(monday, '00:00', TZ), zonedInstant(addDays(monday, 7), '00:00', TZ)] as const;
      const [fromStart, fromEnd] = week(input.fromWeekStart);
      const [toStart, toEnd] = week(input.toWeekStart);
      const department = input.departmentId ?? null;
      const source = await this.shifts(em, input.branchId, department, fromStart, fromEnd, null);
      const existing = await this.shifts(em, input.branchId, department, toStart, toEnd, null);
      // A second click copies nothing twice: a person's shift with the same start is already there.
      const taken = new Set(existing.map((e) => `${e.user.id}|${e.start.getTime()}`));
      const repo = em.getRepository(WorkingSchedule);
      const copies = source
        .map((shift) =>
          repo.create({
            user: shift.user,
            branch: shift.branch,
            department: shift.department,
            start: moved(shift.start),
            end: moved(shift.end),
            breakMinutes: shift.breakMinutes,
            note: shift.note,
            isPublished: false,
          }),
        )
        .filter((c) => !taken.has(`${c.user.id}|${c.start.getTime()}`));
      await assertMonthOpen(
        em,
        input.branchId,
        copies.map((c) => c.start),
      );
      if (copies.length > 0) await repo.save(copies);
      return { copied: copies.length };
    });
  }

  private shifts(
    em: EntityManager,
    branchId: string,
    departmentId: string | null,
    from: string | Date,
    to: string | Date,
    published: boolean | null,
  ): Promise<WorkingSchedule[]> {
    return new TimeSheetsRepository(em).branchShifts(branchId, departmentId, from, to, published);
  }
}
