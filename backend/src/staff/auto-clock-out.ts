import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatHours, STAFF_TEXTS } from '@bestell/domain';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { StaffRepository } from './staff.repository.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';

/**
 * Closes activities left open longer than STAFF_AUTO_CLOCK_OUT_HOURS: the end is start + that time (not
 * now, so a forgotten clock-out does not grow the day further), an open pause ends there too, and the
 * activity is flagged `needsReview` with a clock-out punch that says why.
 */
@Injectable()
export class AutoClockOut {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<number> {
    const after = this.config.staff.autoClockOutMs;
    const reason = STAFF_TEXTS.autoClockOut(formatHours(after / 60_000));
    const cutoff = new Date(now.getTime() - after);
    const candidates = await new TimeSheetsRepository(this.ds.manager).openSince(cutoff);
    let closed = 0;
    // One transaction per person, under the same lock as the time clock, so a live punch and this
    // scan never both close the activity; re-read after locking in case it was closed meanwhile.
    for (const candidate of candidates) {
      closed += await this.ds.transaction(async (em) => {
        const repo = new StaffRepository(em);
        await repo.lockPerson(candidate.user.id);
        const activity = await repo.openActivity(candidate.user.id);
        if (!activity || activity.id !== candidate.id) return 0;
        const end = new Date(activity.start.getTime() + after);
        // A pause begun after the cut-off end is dropped; an open one ends there.
        activity.pauses = activity.pauses
          .filter((p) => Date.parse(p.start) < end.getTime())
          .map((p) => (p.end === null || Date.parse(p.end) > end.getTime() ? { ...p, end: end.toISOString() } : p));
        activity.end = end;
        activity.needsReview = true;
        activity.changeReason = reason;
        const saved = await repo.saveActivity(activity);
        const punch = await repo.insertPunch({
          user: saved.user,
          branch: saved.branch,
          activity: saved,
          kind: 'clock-out',
          at: end,
          deviceTime: null,
          device: null,
          author: null,
          reason,
        });
        await enqueueOutbox(em, [
          {
            topic: 'time-punch',
            orderId: null,
            payload: { punchId: punch.id, activityId: saved.id, userId: saved.user.id, branchId: saved.branch.id },
          },
        ]);
        return 1;
      });
    }
    return closed;
  }
}

/** Runs the scan every STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES (common RepeatingJob). */
@Injectable()
export class AutoClockOutScheduler extends RepeatingJobsHost {
  constructor(autoClockOut: AutoClockOut, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [
      { name: 'staff-auto-clock-out', everyMs: config.staff.autoClockOutCheckMs, run: () => autoClockOut.run() },
    ]);
  }
}
