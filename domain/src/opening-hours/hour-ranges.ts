// Issue 39 item 3: opening hours as an owner writes them ('Mo–Fr 06:30–18:00'). The back office edits rows
// that name several weekdays; they are stored as the spec's one rule per day, so rules.ts stays as it is.
import type { LocalDate, OpeningHoursRule, Weekday } from '../types.js';
import { closingTimeText } from './texts.js';

/** Monday first, as owners read a week. */
export const WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
};

export const HOURS_TEXTS = {
  closed: 'geschlossen',
  daily: 'Täglich',
  holidays: 'Feiertage',
  and: ' und ',
  precedence:
    'Ausnahmen gehen den Wochentagen vor: Ein Datum gilt vor „Feiertage“, Feiertage vor den Wochentagen, ' +
    'ein Wochentag vor „Täglich“. Mehrere Zeiten am selben Tag gelten alle; „Geschlossen“ schließt den ganzen Tag.',
} as const;

/** Federal states for 'holidays' rules, codes as the holiday data (and staff contracts) use them. */
export const HOLIDAY_STATES: Record<'AT' | 'DE', Record<string, string>> = {
  AT: {
    '1': 'Burgenland',
    '2': 'Kärnten',
    '3': 'Niederösterreich',
    '4': 'Oberösterreich',
    '5': 'Salzburg',
    '6': 'Steiermark',
    '7': 'Tirol',
    '8': 'Vorarlberg',
    '9': 'Wien',
  },
  DE: {
    BW: 'Baden-Württemberg',
    BY: 'Bayern',
    BE: 'Berlin',
    BB: 'Brandenburg',
    HB: 'Bremen',
    HH: 'Hamburg',
    HE: 'Hessen',
    MV: 'Mecklenburg-Vorpommern',
    NI: 'Niedersachsen',
    NW: 'Nordrhein-Westfalen',
    RP: 'Rheinland-Pfalz',
    SL: 'Saarland',
    SN: 'Sachsen',
    ST: 'Sachsen-Anhalt',
    SH: 'Schleswig-Holstein',
    TH: 'Thüringen',
  },
};

export type HoursRowType = 'weekdays' | 'daily' | 'once' | 'holidays';

/** One editor row: several weekdays share one range; 'once', 'daily' and 'holidays' are one rule each. */
export interface HoursRow {
  type: HoursRowType;
  days: Weekday[];
  date: LocalDate | null;
  isClosed: boolean;
  from: string;
  to: string;
  country?: 'AT' | 'DE';
  state?: string | null;
}

const dayIndex = (day: Weekday) => WEEK.indexOf(day);

/** Rules -> editor rows: weekday rules with the same range (or both closed) share a row. */
export function groupRules(rules: readonly OpeningHoursRule[]): HoursRow[] {
  const weekly = new Map<string, HoursRow>();
  const others: HoursRow[] = [];
  for (const rule of rules) {
    const base = { date: null, isClosed: !!rule.isClosed, from: rule.from ?? '', to: rule.to ?? '' };
    if (WEEK.includes(rule.type as Weekday)) {
      // A closed day has no times worth keeping apart.
      const key = rule.isClosed ? 'closed' : `${rule.from}|${rule.to}`;
      const row = weekly.get(key) ?? { type: 'weekdays' as const, days: [], ...base };
      if (!row.days.includes(rule.type as Weekday)) row.days.push(rule.type as Weekday);
      weekly.set(key, row);
    } else if (rule.type === 'holidays') {
      others.push({ type: 'holidays', days: [], ...base, country: rule.country ?? 'AT', state: rule.state ?? null });
    } else if (rule.type === 'once') {
      others.push({ type: 'once', days: [], ...base, date: rule.date ?? null });
    } else {
      others.push({ type: 'daily', days: [], ...base });
    }
  }
  const rows = [...weekly.values()].map((row) => ({
    ...row,
    days: [...(row.days ?? [])].sort((a, b) => dayIndex(a) - dayIndex(b)),
  }));
  rows.sort((a, b) => dayIndex(a.days[0]!) - dayIndex(b.days[0]!) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return [...others.filter((row) => row.type === 'daily'), ...rows, ...others.filter((row) => row.type !== 'daily')];
}

/** Editor rows -> the spec's rules: one rule per weekday; a closed rule keeps no times. */
export function ungroupRows(rows: readonly HoursRow[]): OpeningHoursRule[] {
  return rows.flatMap((row): OpeningHoursRule[] => {
    const times = row.isClosed ? { from: '', to: '' } : { from: row.from, to: row.to };
    const base = { isClosed: !!row.isClosed, ...times };
    if (row.type === 'weekdays')
      return [...(row.days ?? [])].sort((a, b) => dayIndex(a) - dayIndex(b)).map((day) => ({ type: day, ...base }));
    if (row.type === 'once') return [{ type: 'once', date: row.date, ...base }];
    if (row.type === 'holidays')
      return [{ type: 'holidays', country: row.country ?? 'AT', state: row.state || null, ...base }];
    return [{ type: 'daily', ...base }];
  });
}

/** '06:30–12:00 und 14:00–18:00' or 'geschlossen' for the rules that govern one day. */
function dayText(rules: readonly OpeningHoursRule[]): string {
  if (rules.length === 0 || rules.some((rule) => rule.isClosed)) return HOURS_TEXTS.closed;
  return [...rules]
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map((rule) => `${rule.from}–${closingTimeText(rule.to)}`)
    .join(HOURS_TEXTS.and);
}

/** 'Mo', 'Mo–Fr' for a run of consecutive days. */
function runLabel(days: readonly Weekday[]): string {
  const first = WEEKDAY_SHORT[days[0]!];
  return days.length === 1 ? first : `${first}–${WEEKDAY_SHORT[days[days.length - 1]!]}`;
}

/** 'DD.MM.' of a local date. */
const shortDate = (date: LocalDate) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

/**
 * The hours as customers read them, one line per run of days with the same hours, then the exceptions:
 * ['Mo–Fr 06:30–18:00', 'Sa 07:00–12:00', 'So geschlossen', 'Feiertage geschlossen', '24.12. 06:30–12:00'].
 * Dated exceptions before `today` are left out. No rules at all: no lines.
 */
export function openingHoursLines(rules: readonly OpeningHoursRule[], today?: LocalDate): string[] {
  if (rules.length === 0) return [];
  const daily = rules.filter((rule) => rule.type === 'daily');
  const texts = WEEK.map((day) => {
    const own = rules.filter((rule) => rule.type === day);
    return dayText(own.length > 0 ? own : daily);
  });
  const lines: string[] = [];
  const weeklyRules = rules.some((rule) => rule.type === 'daily' || WEEK.includes(rule.type as Weekday));
  if (weeklyRules) {
    if (texts.every((text) => text === texts[0])) lines.push(`${HOURS_TEXTS.daily} ${texts[0]}`);
    else {
      let start = 0;
      for (let i = 1; i <= WEEK.length; i++) {
        if (i < WEEK.length && texts[i] === texts[start]) continue;
        lines.push(`${runLabel(WEEK.slice(start, i))} ${texts[start]}`);
        start = i;
      }
    }
  }
  for (const rule of rules.filter((r) => r.type === 'holidays'))
    lines.push(`${HOURS_TEXTS.holidays} ${dayText([rule])}`);
  const dates = [...new Set(rules.filter((r) => r.type === 'once' && r.date).map((r) => r.date!))]
    .filter((date) => !today || date >= today)
    .sort();
  for (const date of dates)
    lines.push(`${shortDate(date)} ${dayText(rules.filter((r) => r.type === 'once' && r.date === date))}`);
  return lines;
}

/** One sentence: 'Mo–Fr 06:30–18:00, Sa 07:00–12:00, So geschlossen'. */
export function formatOpeningHours(rules: readonly OpeningHoursRule[], today?: LocalDate): string {
  return openingHoursLines(rules, today).join(', ');
}

/**
 * Fills in the dates of every 'holidays' rule (the server's holiday data, see public-holidays.ts), so the
 * pure rules and the browser close on them without the holiday library.
 */
export function withHolidayDates(
  rules: readonly OpeningHoursRule[],
  datesOf: (country: 'AT' | 'DE', state: string | null) => LocalDate[],
): OpeningHoursRule[] {
  return rules.map((rule) =>
    rule.type === 'holidays' ? { ...rule, dates: datesOf(rule.country ?? 'AT', rule.state ?? null) } : rule,
  );
}
