import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { STAFF_TEXTS, type PunchKind } from '@bestell/domain';
import { type AuthedRequest, requireStaff, Staff, Admin } from '../auth/index.js';
import { Branch } from '../catalog/index.js';
import { ApiError, ApiTags, assertSameId, Contract, loadRef, requireUuid } from '../common/index.js';
import { diffFields, recordAudit } from '../audit/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { hashPassword, User } from '../users/index.js';
import { inScope, scopedBranches } from './branch-scope.js';
import { assertMonthOpen } from './month-lock.js';
import { StaffPin, WorkingActivity, type PauseSpan } from './staff.entities.js';
import { StaffRepository } from './staff.repository.js';
import { activityView } from './staff.views.js';
import { activityListItems } from './activity-events.js';
import { type correctionBody, WORKING_ACTIVITY_ROUTES as R } from './staff.contract.js';
import { TransactionalConnection } from '../database/index.js';

const DAY_MS = 86_400_000;

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** Would this correction change the activity (times, pauses or booking)? */
function changes(activity: WorkingActivity, input: z.output<typeof correctionBody>): boolean {
  if (input.start !== undefined && time(input.start) !== activity.start.getTime()) return true;
  if (input.end !== undefined && time(input.end) !== (activity.end?.getTime() ?? null)) return true;
  if (input.projectId !== undefined && input.projectId !== activity.projectId) return true;
  if (input.taskId !== undefined && input.taskId !== activity.taskId) return true;
  if (input.pauses === undefined) return false;
  const was = activity.pauses ?? [];
  return (
    input.pauses.length !== was.length ||
    input.pauses.some((p, i) => time(p.start) !== time(was[i]!.start) || time(p.end) !== time(was[i]!.end))
  );
}

/**
 * Recorded time in the back office (spec 7 working-activities): list with filters, and manual entries
 * and corrections by a manager, each written as punches with author and reason.
 */
@ApiTags('working-activities')
@Controller('api')
export class WorkingActivitiesController {
  constructor(private readonly db: TransactionalConnection) {}

  @Contract(R.list)
  @Get('working-activities')
  @Staff()
  async list(@Query() query: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const q = R.list.query(query);
    const from = q.from ? new Date(q.from) : undefined;
    // One day more before the window, so the first day's rest is judged against the evening before.
    const rows = await new StaffRepository(this.db.manager()).activitiesOf({
      userId: q.user,
      branchIds: scopedBranches(auth, q.branch),
      from: from ? new Date(from.getTime() - DAY_MS) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      projectId: q.project,
      taskId: q.task,
    });
    // Each activity carries its day (worked and break minutes, the rule flags with German texts).
    const items = await activityListItems(this.db.manager(), rows);
    return items.filter((a) => !from || a.end === null || Date.parse(a.end) > from.getTime());
  }

  @Contract(R.one)
  @Get('working-activities/:id')
  @Staff()
  async get(@Param('id') id: string, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const activity = inScope(auth, await new StaffRepository(this.db.manager()).activityById(requireUuid(id)));
    return { ...activityView(activity), punches: await this.punches(activity.id) };
  }

  private async punches(activityId: string) {
    const rows = await new StaffRepository(this.db.manager()).punchesOf(activityId);
    return rows.map((p) => ({
      kind: p.kind,
      at: p.at.toISOString(),
      serverTime: p.serverTime.toISOString(),
      deviceTime: p.deviceTime?.toISOString() ?? null,
      device: p.device ? { id: p.device.id } : null,
      author: p.author ? { id: p.author.id, name: p.author.name } : null,
      reason: p.reason,
    }));
  }

  @Contract(R.create)
  @Post('working-activities')
  @Staff()
  async create(@Body() body: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    const input = R.create.body(body);
    inScope(auth, input);
    return this.db.transaction(async (em) => {
      const user = (await loadRef(em, User, input.user, 'user'))!;
      const branch = (await loadRef(em, Branch, input.branch, 'branch'))!;
      const activity = em.getRepository(WorkingActivity).create({
        user,
        branch,
        pauses: [],
        sourceDevice: null,
        projectId: input.projectId ?? null,
        taskId: input.taskId ?? null,
      });
      return this.write(em, activity, input, auth.user, true);
    });
  }

  @Contract(R.update)
  @Put('working-activities/:id')
  @Staff()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    assertSameId(id, body);
    const input = R.update.body(body);
    const saved = await this.db.transaction(async (em) => {
      const repo = new StaffRepository(em);
      const activity = inScope(auth, await repo.activityById(requireUuid(id)));
      // Sent back unchanged (issue 40 item 10): nothing to correct, no reason needed, no new punches. A
      // reason alone is a correction (the manager reviewed it).
      if (!input.reason && !changes(activity, input)) return activityView(activity);
      return this.write(em, activity, input, auth.user, false);
    });
    return { ...saved, punches: await this.punches(saved.id) };
  }

  /** Spec 7 DELETE working-activities/{id}: the punches stay (without their activity), the audit log keeps it. */
  @Contract(R.remove)
  @Delete('working-activities/:id')
  @HttpCode(200)
  @Staff()
  async remove(@Param('id') id: string, @Req() req: AuthedRequest) {
    const auth = requireStaff(req);
    await this.db.transaction(async (em) => {
      const repo = new StaffRepository(em);
      const activity = inScope(auth, await repo.activityById(requireUuid(id)));
      await assertMonthOpen(em, activity.branch.id, [activity.start]);
      const before = { ...activityView(activity) } as Record<string, unknown>;
      await repo.lockPerson(activity.user.id);
      await em.getRepository(WorkingActivity).delete({ id: activity.id });
      await recordAudit(em, {
        action: 'delete',
        resource: 'working-activities',
        resourceId: activity.id,
        branchId: activity.branch.id,
        changes: diffFields(before, null),
      });
      const ids = { activityId: activity.id, userId: activity.user.id, branchId: activity.branch.id };
      await enqueueOutbox(em, [{ topic: 'time-punch', orderId: null, payload: { punchId: null, ...ids } }]);
    });
    return null;
  }

  private async write(
    em: EntityManager,
    activity: WorkingActivity,
    input: z.output<typeof correctionBody>,
    author: User,
    created: boolean,
  ) {
    const repo = new StaffRepository(em);
    const before = { start: activity.start?.getTime(), end: activity.end?.getTime() };
    // Neither the activity as it was nor as it will be may lie in a locked month (409).
    if (!created) await assertMonthOpen(em, activity.branch.id, [activity.start]);
    if (input.start) activity.start = new Date(input.start);
    if (input.end) activity.end = new Date(input.end);
    if (input.pauses) activity.pauses = input.pauses.map((p): PauseSpan => ({ start: p.start, end: p.end }));
    if (input.projectId !== undefined || input.taskId !== undefined) {
      const booked = await repo.booking(
        // A task alone books to its own project.
        input.projectId !== undefined ? input.projectId : input.taskId ? null : activity.projectId,
        input.taskId !== undefined ? input.taskId : input.projectId !== undefined ? null : activity.taskId,
      );
      Object.assign(activity, booked);
    }
    if (!input.reason) throw ApiError.validation([{ message: STAFF_TEXTS.reasonRequired, field: 'reason' }]);
    if (activity.end && activity.end <= activity.start) {
      throw ApiError.validation([{ message: STAFF_TEXTS.endBeforeStart, field: 'end' }]);
    }
    await assertMonthOpen(em, activity.branch.id, [activity.start]);
    activity.author = author;
    activity.changeReason = input.reason;
    // A manager's correction is the review of an automatic clock-out.
    activity.needsReview = false;
    await repo.lockPerson(activity.user.id);
    const saved = await repo.saveActivity(activity);
    // A correction is new punches with author and reason; the originals stay as they were.
    const kinds: [PunchKind, Date | null][] = [];
    if (created || before.start !== saved.start.getTime()) kinds.push(['clock-in', saved.start]);
    if (saved.end && (created || before.end !== saved.end.getTime())) kinds.push(['clock-out', saved.end]);
    const ids = { activityId: saved.id, userId: saved.user.id, branchId: saved.branch.id };
    // Still one row when only pauses or the booking changed, so the back office sees it live.
    if (kinds.length === 0) {
      await enqueueOutbox(em, [{ topic: 'time-punch', orderId: null, payload: { punchId: null, ...ids } }]);
    }
    for (const [kind, at] of kinds) {
      const punch = await repo.insertPunch({
        user: saved.user,
        branch: saved.branch,
        activity: saved,
        kind,
        at: at!,
        deviceTime: null,
        device: null,
        author,
        reason: input.reason,
      });
      await enqueueOutbox(em, [
        {
          topic: 'time-punch',
          orderId: null,
          payload: { punchId: punch.id, ...ids },
        },
      ]);
    }
    return activityView((await repo.activityById(saved.id))!);
  }

  /** Sets a person's time-clock username and PIN (admins); the PIN is stored as an argon2 hash. */
  @Contract(R.setPin)
  @Put('users/:id/time-clock-pin')
  @Admin()
  async setPin(@Param('id') id: string, @Body() body: unknown) {
    const input = R.setPin.body(body);
    const user = await this.db
      .manager()
      .getRepository(User)
      .findOneBy({ id: requireUuid(id) });
    if (!user) throw ApiError.notFound();
    await this.db
      .manager()
      .getRepository(StaffPin)
      .upsert(
        {
          userId: user.id,
          username: input.username,
          pinHash: await hashPassword(input.pin),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        },
        ['userId'],
      );
    return { user: { id: user.id }, username: input.username };
  }
}
