import type { EntityManager } from 'typeorm';
import {
  addDays,
  contractOn,
  DEFAULT_TIMEZONE,
  targetMinutes,
  weekdayOf,
  type WorkContract,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { publicHolidayPredicate } from '@bestell/domain/public-holidays';
import type { User } from '../users/index.js';
import { StaffRepository } from './staff.repository.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { dayOf, toContract, workDaysByUser } from './work-days.js';

const TZ = DEFAULT_TIMEZONE;
export const WEEKDAY_DE: Record<string, string> = {
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
};
/** Decimal hours with a comma, as Excel in AT/DE reads them. */
export const hoursDe = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');
export const dateDe = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const timeDe = (at: Date) => zonedParts(at, TZ).time.slice(0, 5);

/** 'AT, 38,50 h/Woche, ab 01.01.2026': the terms a day was computed with. */
export function contractLabel(c: WorkContract): string {
  const weekly = Object.values(c.hoursPerWeekday).reduce((sum, h) => sum + (h ?? 0), 0);
  return `${c.jurisdiction}${c.state ? `-${c.state}` : ''}, ${hoursDe(weekly * 60)} h/Woche, ab ${dateDe(c.validFrom)}`;
}

export interface SheetDay {
  date: string;
  weekday: string;
  /** hh:mm of the first start and the last end, '' without activity. */
  begin: string;
  end: string;
  breakMinutes: number | null;
  workedMinutes: number | null;
  targetMinutes: number;
  notes: string[];
  /** The contract valid that day (contractLabel), null before the first. */
  contract: string | null;
}

export interface MonthSheet {
  user: { id: string; name: string };
  month: string;
  days: SheetDay[];
  totals: { breakMinutes: number; workedMinutes: number; targetMinutes: number };
}

/**
 * A person's month for payroll (CSV and PDF read the same): per day begin, end, breaks, worked and
 * contracted hours, the rule flags, public holidays and the contract valid that day. Only closed
 * activities count; a night shift belongs to the day it began.
 */
export async function monthSheet(em: EntityManager, user: User, month: string): Promise<MonthSheet> {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7) + '-01';
  const from = zonedInstant(first, '00:00', TZ);
  const to = zonedInstant(next, '00:00', TZ);
  const activities = (
    await new StaffRepository(em).activitiesOf({ userId: user.id, from: new Date(from.getTime() - 86_400_000), to })
  ).filter((a) => a.end !== null);
  const contractRows = await new TimeSheetsRepository(em).contractsOf([user.id]);
  const contracts = contractRows.map(toContract);
  const evaluated = workDaysByUser(activities, contractRows);
  const days: SheetDay[] = [];
  const totals = { breakMinutes: 0, workedMinutes: 0, targetMinutes: 0 };
  for (let date = first; date < next; date = addDays(date, 1)) {
    const own = activities.filter((a) => dayOf(a) === date);
    const day = evaluated.get(`${user.id}|${date}`);
    const contract = contractOn(contracts, date);
    const holiday = contract ? publicHolidayPredicate(contract.jurisdiction, contract.state) : () => false;
    const dayTarget = targetMinutes(contracts, date, holiday);
    totals.workedMinutes += day?.workedMinutes ?? 0;
    totals.targetMinutes += dayTarget;
    totals.breakMinutes += day?.breakMinutes ?? 0;
    const notes = [...(holiday(date) ? ['Feiertag'] : []), ...(day?.flags.map((f) => f.message) ?? [])];
    if (own.some((a) => a.needsReview)) notes.push('Automatisch ausgestempelt, zu prüfen');
    days.push({
      date,
      weekday: WEEKDAY_DE[weekdayOf(date)]!,
      begin: own.length ? timeDe(own[0]!.start) : '',
      end: own.length ? timeDe(own[own.length - 1]!.end!) : '',
      breakMinutes: day ? day.breakMinutes : null,
      workedMinutes: own.length ? (day?.workedMinutes ?? 0) : null,
      targetMinutes: dayTarget,
      notes,
      contract: contract ? contractLabel(contract) : null,
    });
  }
  return { user: { id: user.id, name: user.name }, month, days, totals };
}

/** 'Arbeitszeit-Lena_Bauer-2025-12.csv' and the Content-Disposition that carries it. */
export function attachment(sheet: MonthSheet, ext: 'csv' | 'pdf'): string {
  const fileName = `Arbeitszeit-${sheet.user.name.replace(/[^\p{L}\p{N}_-]+/gu, '_')}-${sheet.month}.${ext}`;
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
