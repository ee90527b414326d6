// Issue 42 item 2: the bake list is frozen at each branch's cut-off; every later change (new order, edit,
// cancellation) is a signed delta ('+3 Kaisersemmel seit 20:00') and never changes the frozen figure. The
// cut-off rule, the deltas, the frozen figure plus deltas, and the 42-column texts of the frozen list and of
// a delta slip live here, so the server, the printout and the tests agree.
import { dec, type Decimal } from '../decimal.js';
import { addDays, zonedInstant, zonedParts } from '../opening-hours/zoned-time.js';
import { formatAmount, formatQuantity } from '../orders/order-lines.js';
import { formatDate, germanWeekday } from '../text/dates.js';
import { wrapWords } from '../text/wrap.js';
import type { Instant, LocalDate, LocalTime } from '../types.js';
import type { BranchQuantity, ProductionLine, ProductionRef } from './bake-list.js';

/** A branch's cut-off of a production day: `daysBefore` days earlier at `time` (branch zone), e.g. 1 / '20:00'. */
export interface ProductionCutoff {
  daysBefore: number;
  time: LocalTime;
}

/** Longest lead a cut-off may have (a week: the standing orders' horizon). */
export const MAX_CUTOFF_DAYS_BEFORE = 7;

/** German texts of the cut-off setting and the production lists' input errors. */
export const PRODUCTION_CUTOFF_TEXTS = {
  daysBefore: `Bitte geben Sie an, wie viele Tage vorher (0 bis ${MAX_CUTOFF_DAYS_BEFORE}) der Backzettel eingefroren wird.`,
} as const;

/** The instant the list of `date` freezes: `daysBefore` days earlier at the local `time`. */
export function cutoffInstant(date: LocalDate, cutoff: ProductionCutoff, tz: string): Date {
  return zonedInstant(addDays(date, -cutoff.daysBefore), cutoff.time, tz);
}

/** Whether the list of `date` is past its cut-off at `now` (then it is frozen, or freezes on the next read). */
export function isPastCutoff(date: LocalDate, cutoff: ProductionCutoff, now: Instant, tz: string): boolean {
  return cutoffInstant(date, cutoff, tz).getTime() <= new Date(now).getTime();
}

/**
 * The production days to freeze at `now`: past their cut-off and not over yet (today and the days up to
 * `daysBefore` ahead), oldest first. A day that is over is never frozen after the fact.
 */
export function datesToFreeze(cutoff: ProductionCutoff, now: Instant, tz: string): LocalDate[] {
  const today = zonedParts(now, tz).date;
  const dates: LocalDate[] = [];
  for (let offset = 0; offset <= cutoff.daysBefore + 1; offset++) {
    const date = addDays(today, offset);
    if (isPastCutoff(date, cutoff, now, tz)) dates.push(date);
  }
  return dates;
}

/** A signed change of one line since the freeze: the total and each branch's part (zero parts left out). */
export interface ProductionDelta {
  product: ProductionRef;
  option: string | null;
  unit: string;
  /** Signed decimal: '3', '-2', '0.5'. */
  quantity: string;
  approximate: boolean;
  byBranch: BranchQuantity[];
  /** '+3 Kaisersemmel seit 20:00', '-0,5 kg Bauernbrot seit 20:00'. */
  text: string;
}

const keyOf = (line: Pick<ProductionLine, 'product' | 'option' | 'unit'>) =>
  `${line.product.id}\u0000${line.option ?? ''}\u0000${line.unit}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'de');
const lineOrder = (a: Omit<ProductionLine, 'quantity'>, b: Omit<ProductionLine, 'quantity'>) =>
  byName(a.product.name, b.product.name) || byName(a.option ?? '', b.option ?? '') || byName(a.unit, b.unit);

interface Sums {
  head: Omit<ProductionLine, 'quantity' | 'byBranch'>;
  branches: Map<string, { branch: ProductionRef; sum: Decimal }>;
}

/** Adds lines' branch shares (times `sign`) into `into`, by line key and branch. */
function accumulate(into: Map<string, Sums>, lines: readonly ProductionLine[], sign: 1 | -1): void {
  for (const line of lines) {
    const key = keyOf(line);
    let sums = into.get(key);
    if (!sums) {
      const { product, option, unit, approximate } = line;
      sums = {
        head: { product: { id: product.id, name: product.name }, option, unit, approximate },
        branches: new Map(),
      };
      into.set(key, sums);
    }
    if (line.approximate) sums.head.approximate = true;
    for (const share of line.byBranch) {
      const entry = sums.branches.get(share.branch.id) ?? { branch: share.branch, sum: dec(0) };
      entry.sum = sign === 1 ? entry.sum.plus(share.quantity) : entry.sum.minus(share.quantity);
      sums.branches.set(share.branch.id, entry);
    }
  }
}

/** The lines of these sums, zero branch shares and empty lines left out, in bake-list order. */
function linesOf(sums: Map<string, Sums>): ProductionLine[] {
  return [...sums.values()]
    .flatMap(({ head, branches }) => {
      const byBranch = [...branches.values()]
        .filter((entry) => !entry.sum.isZero())
        .sort((a, b) => byName(a.branch.name, b.branch.name))
        .map(({ branch, sum }) => ({ branch: { id: branch.id, name: branch.name }, quantity: sum.toString() }));
      if (byBranch.length === 0) return [];
      const total = byBranch.reduce((sum, share) => sum.plus(share.quantity), dec(0));
      return [{ ...head, quantity: total.toString(), byBranch }];
    })
    .sort(lineOrder);
}

/** Lists of different branches (or parts of one) as one bake list: shares summed per line and branch. */
export function combineLines(...lists: readonly (readonly ProductionLine[])[]): ProductionLine[] {
  const sums = new Map<string, Sums>();
  for (const lines of lists) accumulate(sums, lines, 1);
  return linesOf(sums);
}

/** Only these branches' shares of the lines (each line's total their sum). */
export function linesOfBranches(lines: readonly ProductionLine[], branchIds: ReadonlySet<string>): ProductionLine[] {
  return combineLines(
    lines.map((line) => ({ ...line, byBranch: line.byBranch.filter((share) => branchIds.has(share.branch.id)) })),
  );
}

/** '+3', '-2', '+0,5 kg': the sign always shown; pieces without a unit, as the bakers say it. */
export function signedQuantity(quantity: string, unit: string, approximate = false): string {
  const value = dec(quantity);
  const sign = value.isNegative() ? '-' : '+';
  const amount = unit === 'piece' ? formatAmount(value.abs()) : formatQuantity(value.abs(), unit);
  return `${sign}${approximate ? 'ca. ' : ''}${amount}`;
}

/** The product as a delta or list names it: 'Geburtstagstorte (Groß (26 cm))'. */
const productLabel = (line: Pick<ProductionLine, 'product' | 'option'>) =>
  line.option ? `${line.product.name} (${line.option})` : line.product.name;

/** '+3 Kaisersemmel seit 20:00'. */
export function deltaText(
  line: Pick<ProductionLine, 'product' | 'option' | 'unit' | 'approximate'> & { quantity: string },
  since: LocalTime,
): string {
  return `${signedQuantity(line.quantity, line.unit, line.approximate)} ${productLabel(line)} seit ${since}`;
}

/**
 * The signed deltas from the frozen lines to the live ones, per product, option and unit, and per branch:
 * live - frozen. A line whose branches' changes cancel out (+2 here, -2 there) stays, with total 0, because
 * the packing lists change. `since` is the freeze time the texts name ('20:00').
 */
export function productionDeltas(
  frozen: readonly ProductionLine[],
  live: readonly ProductionLine[],
  since: LocalTime,
): ProductionDelta[] {
  const sums = new Map<string, Sums>();
  accumulate(sums, live, 1);
  accumulate(sums, frozen, -1);
  return linesOf(sums).map((line) => ({ ...line, text: deltaText(line, since) }));
}

/** The frozen figure plus the deltas: the live figure (the property test checks exactly this). */
export function applyDeltas(frozen: readonly ProductionLine[], deltas: readonly ProductionDelta[]): ProductionLine[] {
  return combineLines(
    frozen,
    deltas.map(({ text: _text, ...line }) => line),
  );
}

/** Width of a receipt line (80 mm paper, font A). */
export const SLIP_WIDTH = 42;

/** '+3 Kaisersemmel' as slip rows: the quantity column, the name wrapped beside it (hanging indent). */
function quantityRows(quantity: string, label: string, width: number): string[] {
  const rows = wrapWords(label, width - quantity.length - 1);
  return rows.map((row, i) => (i === 0 ? `${quantity} ${row}` : `${' '.repeat(quantity.length + 1)}${row}`));
}

export interface SlipHead {
  branch: ProductionRef;
  date: LocalDate;
  tz: string;
}

/** 'Produktionstag Samstag, 05.12.2026'. */
const dayRow = (date: LocalDate) => `Produktionstag ${germanWeekday(date)}, ${formatDate(date)}`;

/** The frozen packing list of a branch as printed at the cut-off ('Eingefroren um 20:00'). */
export function frozenListRows(
  head: SlipHead & { frozenAt: Instant },
  lines: readonly ProductionLine[],
  width = SLIP_WIDTH,
): { title: string; rows: string[] } {
  const at = zonedParts(head.frozenAt, head.tz).time;
  const rows = [
    ...wrapWords(`Packliste ${head.branch.name}`, width),
    dayRow(head.date),
    `Eingefroren um ${at}`,
    '-'.repeat(width),
  ];
  if (lines.length === 0) rows.push('Nichts zu backen.');
  for (const line of lines) {
    const amount = `${line.approximate ? 'ca. ' : ''}${formatQuantity(line.quantity, line.unit)}`;
    rows.push(...quantityRows(amount, productLabel(line), width));
  }
  return { title: 'Backzettel', rows };
}

/**
 * A delta slip: the changes since the last slip (or the freeze), each with its sign, and once more than one
 * slip was printed the running total since the freeze, so the bakers never add up slips by hand.
 */
export function deltaSlipRows(
  head: SlipHead & { frozenAt: Instant; previousAt: Instant; printedAt: Instant },
  changes: readonly ProductionDelta[],
  sinceFreeze: readonly ProductionDelta[],
  width = SLIP_WIDTH,
): { title: string; rows: string[] } {
  const time = (at: Instant) => zonedParts(at, head.tz).time;
  const previous = time(head.previousAt);
  const rows = [
    ...wrapWords(`Packliste ${head.branch.name}`, width),
    dayRow(head.date),
    `Stand ${time(head.printedAt)}, Änderungen seit ${previous}`,
    '-'.repeat(width),
  ];
  const deltaRows = (deltas: readonly ProductionDelta[]) =>
    deltas.flatMap((delta) =>
      quantityRows(signedQuantity(delta.quantity, delta.unit, delta.approximate), productLabel(delta), width),
    );
  rows.push(...(changes.length ? deltaRows(changes) : ['Keine Änderung.']));
  if (new Date(head.previousAt).getTime() !== new Date(head.frozenAt).getTime()) {
    rows.push('-'.repeat(width), `Gesamt seit ${time(head.frozenAt)}:`);
    rows.push(...(sinceFreeze.length ? deltaRows(sinceFreeze) : ['Keine Änderung.']));
  }
  return { title: 'Nachtrag', rows };
}
