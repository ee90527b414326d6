// Pure helpers of the statistics page (issue 20): date presets in Vienna, the chart grain of a range,
// the change against the previous period, and CSV export of every table.
import {
  addDays,
  daysBetween,
  DEFAULT_TIMEZONE,
  formatMoney,
  type Grain,
  weekStart,
  zonedParts,
} from '@bestell/domain';

export const TZ = DEFAULT_TIMEZONE;

export type Preset = 'today' | 'week' | 'month' | 'year';
export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'today', label: 'Heute' },
  { value: 'week', label: 'Woche' },
  { value: 'month', label: 'Monat' },
  { value: 'year', label: 'Jahr' },
];

export interface Range {
  from: string;
  to: string;
}

/** The current day, week (from Monday), month or year up to today, in Vienna. */
export function presetRange(preset: Preset, now: Date = new Date()): Range {
  const today = zonedParts(now, TZ).date;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: weekStart(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Days up to two months, weeks up to half a year, months beyond. */
export function grainOf(range: Range): Grain {
  const days = daysBetween(range.from, range.to) + 1;
  if (days <= 62) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

/** Change against the previous period in percent (one decimal), null when there is nothing to compare. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** The previous period's day that corresponds to a day of the current one (same offset). */
export function shiftedDay(day: string, range: Range, previous: Range): string {
  return addDays(previous.from, daysBetween(range.from, day));
}

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number;
}

const cell = (v: string | number): string => {
  // German spreadsheets: decimal comma; a cell with ; " or a line break is quoted.
  const text = typeof v === 'number' ? String(v).replace('.', ',') : /^-?\d+\.\d+$/.test(v) ? v.replace('.', ',') : v;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Semicolon-separated CSV with a header row (what German Excel opens without asking). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a CSV as a download (with a BOM so Excel reads the umlauts). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** '1.068.129,30 €': the same money format as the shop and the rest of the back office (domain). */
export const euro = (value: string | number) => formatMoney(value);

/** Short axis label of a bucket: 'DD.MM.' for days and weeks, 'MM/YYYY' for months. */
export function bucketLabel(day: string, grain: Grain): string {
  if (grain === 'month') return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
}

/** '45 s', '4 min 05 s', '1 h 05 min'; '–' without a figure (no orders measured). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** Seconds as minutes with one decimal, for chart axes (null stays a gap). */
export const minutes = (seconds: number | null): number | null =>
  seconds === null ? null : Math.round(seconds / 6) / 10;
