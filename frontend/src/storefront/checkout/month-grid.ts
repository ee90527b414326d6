// The date sheet's month calendar (spec 2): Monday-first weeks with their ISO week numbers.

export interface MonthWeek {
  /** ISO 8601 week number of the week's Monday-to-Sunday row. */
  week: number;
  /** Seven cells Monday..Sunday: 'YYYY-MM-DD' for days of the month, null for the padding. */
  days: (string | null)[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** ISO week of a calendar date: the week that holds its Thursday, counted from the year's first one. */
export function isoWeek(year: number, month: number, day: number): number {
  const date = Date.UTC(year, month - 1, day);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7);
}

/** The weeks of `month` (1-12) of `year`. */
export function monthGrid(year: number, month: number): MonthWeek[] {
  const first = Date.UTC(year, month - 1, 1);
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks: MonthWeek[] = [];
  for (let start = 1 - lead; start <= length; start += 7) {
    const days: (string | null)[] = [];
    for (let d = start; d < start + 7; d++) {
      days.push(d >= 1 && d <= length ? `${year}-${pad(month)}-${pad(d)}` : null);
    }
    const monday = new Date(first + (start - 1) * DAY_MS);
    weeks.push({
      week: isoWeek(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
      days,
    });
  }
  return weeks;
}

/** 'YYYY-MM' shifted by `delta` months. */
export function shiftMonth(yearMonth: string, delta: number): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
export const WEEKDAYS = [
  ['Mo', 'Montag'],
  ['Di', 'Dienstag'],
  ['Mi', 'Mittwoch'],
  ['Do', 'Donnerstag'],
  ['Fr', 'Freitag'],
  ['Sa', 'Samstag'],
  ['So', 'Sonntag'],
] as const;

/** A day button's name, '3. Juni 2026': it starts with the visible day number (axe label-content-name-mismatch). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d}. ${MONTH_NAMES[m - 1]} ${y}`;
}
