import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  addDays,
  clockActions,
  DEFAULT_TIMEZONE,
  STAFF_TEXTS,
  stateOf,
  weekdayOf,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { ApiError } from '../../common/index.js';
import { PinThrottle } from '../../limits/index.js';
import { deviceByToken, type Device } from '../../devices/index.js';
import { verifyPassword, type User } from '../../users/index.js';
import { StaffRepository } from '../staff.repository.js';
import { activityView, scheduleView } from '../staff.views.js';

const TZ = DEFAULT_TIMEZONE;

/** Who stands at the tablet: the time-clock device of the access token and the person of username + PIN. */
@Injectable()
export class TimeClockService {
  constructor(
    private readonly ds: DataSource,
    private readonly pins: PinThrottle,
  ) {}

  /**
   * Refuses with `failure` first (spec 8) when a command call fails, else with the reason alone. The
   * attempt is counted per (device, person) and per person before the PIN is checked (issue 36).
   */
  async identify(
    token: string,
    username: string,
    pin: unknown,
    failure?: string,
  ): Promise<{ device: Device; user: User }> {
    const refuse = (status: number, message: string, field?: string, headers?: Record<string, string>): never => {
      const reason = { message, ...(field ? { field } : {}) };
      throw new ApiError(status, failure ? [{ message: failure }, reason] : [reason], headers);
    };
    const device = await deviceByToken(this.ds.manager, token, 'time-clock');
    if (!device) return refuse(403, STAFF_TEXTS.unknownDevice);
    const name = typeof username === 'string' && username.length <= 60 ? username.toLowerCase() : null;
    if (!name) return refuse(403, STAFF_TEXTS.unknownUser, 'pin');
    const attempt = await this.pins
      .begin(
        [
          { name: 'pinPair', key: `${device.id}\n${name}` },
          { name: 'pinPerson', key: name },
        ],
        STAFF_TEXTS.pinLocked,
      )
      .catch((err: unknown) => {
        if (err instanceof ApiError) return refuse(err.getStatus(), err.errors[0]!.message, 'pin', err.headers);
        throw err;
      });
    const row = await new StaffRepository(this.ds.manager).pinByUsername(name);
    // verifyPassword costs the same for an unknown username, so timing does not tell names apart.
    const ok = await verifyPassword(row?.pinHash ?? null, typeof pin === 'string' ? pin : '');
    const user = row?.user;
    const inBranch =
      !!user && (user.roles.includes('ROLE_ADMIN') || user.branches.some((b) => b.id === device.branch.id));
    if (!ok || !user || !user.isEnabled || !inBranch) {
      if (ok) await this.pins.succeeded(attempt);
      else await this.pins.failed(attempt);
      return refuse(403, STAFF_TEXTS.unknownUser, 'pin');
    }
    await this.pins.succeeded(attempt);
    return { device, user };
  }

  /** GET /api/time-tracking/{accessToken}/people: usernames and display names of the device's branch. */
  async people(token: string): Promise<{ username: string; name: string }[]> {
    const device = await deviceByToken(this.ds.manager, token, 'time-clock');
    if (!device) throw new ApiError(403, [{ message: STAFF_TEXTS.unknownDevice }]);
    return new StaffRepository(this.ds.manager).peopleOfBranch(device.branch.id);
  }

  /** GET .../me: the person, the clock state with the next steps and the current activity. */
  async me(user: User, device: Device) {
    const now = new Date();
    const repo = new StaffRepository(this.ds.manager);
    const current = await repo.openActivity(user.id);
    const state = stateOf(current);
    const week = weekBounds(now);
    const weekActivities = await repo.activitiesOf({ userId: user.id, from: week.from, to: week.to });
    return {
      id: user.id,
      name: user.name,
      branch: { id: device.branch.id, name: device.branch.name },
      state,
      nextActions: clockActions(state),
      workingActivity: current ? activityView(current, now) : null,
      weekWorkedMinutes: weekActivities.reduce((sum, a) => sum + activityView(a, now).workedMinutes, 0),
    };
  }

  async schedules(user: User, from?: Date, to?: Date) {
    const week = weekBounds(new Date());
    const rows = await new StaffRepository(this.ds.manager).publishedSchedules(
      user.id,
      from ?? week.from,
      to ?? week.to,
    );
    return rows.map(scheduleView);
  }

  async activities(user: User, from?: Date, to?: Date) {
    const week = weekBounds(new Date());
    const rows = await new StaffRepository(this.ds.manager).activitiesOf({
      userId: user.id,
      from: from ?? week.from,
      to: to ?? week.to,
    });
    const now = new Date();
    return rows.map((a) => activityView(a, now));
  }
}

/** Monday 00:00 to next Monday 00:00 in Vienna, around `now`. */
function weekBounds(now: Date): { from: Date; to: Date } {
  const today = zonedParts(now, TZ).date;
  const back = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(weekdayOf(today));
  const monday = addDays(today, -back);
  return { from: zonedInstant(monday, '00:00', TZ), to: zonedInstant(addDays(monday, 7), '00:00', TZ) };
}
