import {
  DAY_FLAG_TEXTS,
  type DayFlag,
  DEFAULT_TIMEZONE,
  evaluateWorkDays,
  type WorkContract,
  type WorkDay,
  zonedParts,
} from '@bestell/domain';
import type { WorkContractRow, WorkingActivity } from './staff.entities.js';

const TZ = DEFAULT_TIMEZONE;

export const toContract = (c: WorkContractRow): WorkContract => ({
  validFrom: c.validFrom,
  hoursPerWeekday: c.hoursPerWeekday,
  holidayDaysPerYear: Number(c.holidayDaysPerYear),
  jurisdiction: c.jurisdiction,
  state: c.state,
});

/** A flag as the API shows it: the domain's fields plus its German text. */
export function flagView(flag: DayFlag) {
  const message =
    flag.type === 'break-too-short'
      ? DAY_FLAG_TEXTS[flag.type](flag.requiredMinutes, flag.takenMinutes)
      : flag.type === 'max-daily-work'
        ? DAY_FLAG_TEXTS[flag.type](flag.maxMinutes, flag.workedMinutes)
        : DAY_FLAG_TEXTS[flag.type](flag.requiredMinutes, flag.restMinutes);
  return { ...flag, message };
}

export const dayView = (d: WorkDay) => ({
  date: d.date,
  jurisdiction: d.jurisdiction,
  workedMinutes: d.workedMinutes,
  breakMinutes: d.breakMinutes,
  restMinutes: d.restMinutes,
  flags: d.flags.map(flagView),
});
export type DayView = ReturnType<typeof dayView>;

/** The local date an activity belongs to (a night shift counts to the day it began). */
export const dayOf = (a: Pick<WorkingActivity, 'start'>) => zonedParts(a.start, TZ).date;

/**
 * Working days per person under the domain rules (contract valid each day decides AT or DE), keyed
 * `userId|yyyy-mm-dd`.
 */
export function workDaysByUser(
  activities: readonly WorkingActivity[],
  contracts: readonly WorkContractRow[],
): Map<string, DayView> {
  const byUser = new Map<string, WorkingActivity[]>();
  for (const a of activities) byUser.set(a.user.id, [...(byUser.get(a.user.id) ?? []), a]);
  const out = new Map<string, DayView>();
  for (const [userId, list] of byUser) {
    const own = contracts.filter((c) => c.user.id === userId).map(toContract);
    const days = evaluateWorkDays(
      list.map((a) => ({ start: a.start, end: a.end, pauses: a.pauses })),
      { tz: TZ, contracts: own },
    );
    for (const day of days) out.set(`${userId}|${day.date}`, dayView(day));
  }
  return out;
}
