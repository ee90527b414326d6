import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import {
  actionError,
  COMMAND_ERRORS,
  PUNCH_OF_ACTION,
  punchIntoActivity,
  punchTimeError,
  STAFF_TEXTS,
  stateOf,
  type TimeClockAction,
} from '@bestell/domain';
import { ApiError } from '../../common/index.js';
import { enqueueOutbox } from '../../outbox/index.js';
import { assertMonthOpen } from '../month-lock.js';
import { WorkingActivity } from '../staff.entities.js';
import { StaffRepository } from '../staff.repository.js';
import { activityView } from '../staff.views.js';
import { PunchCommand } from './punch.command.js';

/** The spec 8 message first (the client shows the first error), then why. */
export const FAILED: Record<TimeClockAction, string> = {
  start: COMMAND_ERRORS.activityStart,
  end: COMMAND_ERRORS.activityEnd,
  pause: COMMAND_ERRORS.activityPause,
  resume: COMMAND_ERRORS.activityResume,
};
export const punchFailure = (action: TimeClockAction, status: number, reason: string, field?: string) =>
  new ApiError(status, [{ message: FAILED[action] }, { message: reason, ...(field ? { field } : {}) }]);

/**
 * Appends the punch and updates the derived activity in one transaction, with one outbox row for the
 * live back office. Offline punches keep their device time (12 h back at most, never in the future).
 */
@CommandHandler(PunchCommand)
export class PunchHandler implements ICommandHandler<PunchCommand> {
  constructor(private readonly ds: DataSource) {}

  async execute({ device, user, action, deviceTime, booking }: PunchCommand) {
    const now = new Date();
    if (deviceTime) {
      const tooFar = punchTimeError(deviceTime, now);
      if (tooFar) throw punchFailure(action, 422, tooFar, 'time');
    }
    const at = deviceTime ?? now;
    return this.ds.transaction(async (em) => {
      const { repo, assertOpen } = this.bound(em);
      await repo.lockPerson(user.id);
      let activity = await repo.openActivity(user.id);
      const refused = actionError(stateOf(activity), action);
      if (refused) throw punchFailure(action, 409, refused);
      // A synced offline punch may not land in a month the branch has closed.
      await assertOpen(device.branch.id, at).catch((err: unknown) => {
        if (err instanceof ApiError) throw punchFailure(action, 409, err.errors[0]!.message);
        throw err;
      });
      if (action === 'start') {
        const booked = await repo.booking(booking.projectId ?? null, booking.taskId ?? null).catch((err: unknown) => {
          if (err instanceof ApiError) throw punchFailure(action, 422, err.errors[0]!.message, err.errors[0]!.field);
          throw err;
        });
        activity = em.getRepository(WorkingActivity).create({
          user,
          branch: device.branch,
          start: at,
          end: null,
          pauses: [],
          sourceDevice: device,
          projectId: booked.projectId,
          taskId: booked.taskId,
          author: null,
          changeReason: null,
        });
      } else {
        const current = activity!;
        // A synced offline punch may not land before what the activity already records.
        const next = punchIntoActivity(current, action, at);
        if ('error' in next) throw punchFailure(action, 422, next.error, 'time');
        current.pauses = [...next.pauses];
        if (next.end) current.end = next.end;
      }
      const saved = await repo.saveActivity(activity!).catch((err: unknown) => {
        if (err instanceof ApiError) throw punchFailure(action, err.getStatus(), STAFF_TEXTS.overlap, 'start');
        throw err;
      });
      const punch = await repo.insertPunch({
        user,
        branch: device.branch,
        activity: saved,
        kind: PUNCH_OF_ACTION[action],
        at,
        deviceTime,
        device,
        author: null,
        reason: null,
      });
      await enqueueOutbox(em, [
        {
          topic: 'time-punch',
          orderId: null,
          payload: { punchId: punch.id, activityId: saved.id, userId: user.id, branchId: device.branch.id },
        },
      ]);
      return activityView((await repo.activityById(saved.id))!, now);
    });
  }

  /** The staff repository and month-lock check of one transaction; the unit spec swaps in fakes. */
  protected bound(em: EntityManager) {
    return {
      repo: new StaffRepository(em) as Pick<
        StaffRepository,
        'lockPerson' | 'openActivity' | 'booking' | 'saveActivity' | 'insertPunch' | 'activityById'
      >,
      assertOpen: (branchId: string, at: Date) => assertMonthOpen(em, branchId, [at]),
    };
  }
}
