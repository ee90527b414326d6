// Issue 42 item 2: the cut-off rule in the branch's zone, the signed deltas and their German texts, and the
// 42-column frozen list and delta slip. The property 'frozen + deltas = live' is in bake-list.spec.ts.
import { describe, expect, it } from '@jest/globals';
import { zonedInstant } from '../opening-hours/zoned-time.js';
import type { ProductionLine } from './bake-list.js';
import {
  applyDeltas,
  combineLines,
  cutoffInstant,
  datesToFreeze,
  deltaSlipRows,
  frozenListRows,
  isPastCutoff,
  linesOfBranches,
  productionDeltas,
  SLIP_WIDTH,
} from './freeze.js';

const TZ = 'Europe/Vienna';
const WIEN = { id: 'b-wien', name: 'Wien' };
const GRAZ = { id: 'b-graz', name: 'Graz' };
const ROLL = { id: 'p-roll', name: 'Kaisersemmel' };
const BREAD = { id: 'p-bread', name: 'Bauernbrot' };
const line = (
  product: { id: string; name: string },
  shares: [typeof WIEN, string][],
  patch: Partial<ProductionLine> = {},
): ProductionLine => ({
  product,
  option: null,
  unit: 'piece',
  approximate: false,
  quantity: shares.reduce((sum, [, q]) => sum + Number(q), 0).toString(),
  byBranch: shares.map(([branch, quantity]) => ({ branch, quantity })),
  ...patch,
});

describe('the cut-off of a production day', () => {
  const cutoff = { daysBefore: 1, time: '20:00' };

  it('is the day before at 20:00 in the branch zone, also across the DST change', () => {
    expect(cutoffInstant('2026-12-05', cutoff, TZ).toISOString()).toBe('2026-12-04T19:00:00.000Z');
    // Summer time: 20:00 is 18:00 UTC; the night of the change (29 March 2026) does not shift it.
    expect(cutoffInstant('2026-03-30', cutoff, TZ).toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(cutoffInstant('2026-12-05', { daysBefore: 0, time: '04:30' }, TZ).toISOString()).toBe(
      '2026-12-05T03:30:00.000Z',
    );
  });

  it('has passed from that minute on', () => {
    expect(isPastCutoff('2026-12-05', cutoff, zonedInstant('2026-12-04', '19:59', TZ), TZ)).toBe(false);
    expect(isPastCutoff('2026-12-05', cutoff, zonedInstant('2026-12-04', '20:00', TZ), TZ)).toBe(true);
  });

  it('freezes the days past their cut-off that are not over yet', () => {
    expect(datesToFreeze(cutoff, zonedInstant('2026-12-04', '19:00', TZ), TZ)).toEqual(['2026-12-04']);
    expect(datesToFreeze(cutoff, zonedInstant('2026-12-04', '20:01', TZ), TZ)).toEqual(['2026-12-04', '2026-12-05']);
    expect(datesToFreeze({ daysBefore: 0, time: '05:00' }, zonedInstant('2026-12-04', '04:00', TZ), TZ)).toEqual([]);
    expect(datesToFreeze({ daysBefore: 2, time: '12:00' }, zonedInstant('2026-12-04', '13:00', TZ), TZ)).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});

describe('signed deltas', () => {
  const frozen = [
    line(ROLL, [
      [WIEN, '20'],
      [GRAZ, '6'],
    ]),
    line(BREAD, [[WIEN, '1.5']], { unit: 'kilogram', approximate: true }),
  ];

  it('names each change per product and branch with its sign, never changing the frozen figure', () => {
    const live = [
      line(ROLL, [
        [WIEN, '23'],
        [GRAZ, '4'],
      ]),
      line(BREAD, [[WIEN, '1']], { unit: 'kilogram', approximate: true }),
    ];
    const deltas = productionDeltas(frozen, live, '20:00');
    expect(deltas.map((d) => [d.text, d.quantity, d.byBranch.map((b) => [b.branch.name, b.quantity])])).toEqual([
      ['-ca. 0,5 kg Bauernbrot seit 20:00', '-0.5', [['Wien', '-0.5']]],
      [
        '+1 Kaisersemmel seit 20:00',
        '1',
        [
          ['Graz', '-2'],
          ['Wien', '3'],
        ],
      ],
    ]);
    expect(frozen[0]!.quantity).toBe('26');
    expect(applyDeltas(frozen, deltas)).toEqual(combineLines(live));
  });

  it('a new product and a cancelled one; the option in brackets; no change, no delta', () => {
    const cake = { id: 'p-cake', name: 'Torte' };
    const live = [
      line(cake, [[GRAZ, '1']], { option: 'Groß' }),
      line(BREAD, [[WIEN, '1.5']], { unit: 'kilogram', approximate: true }),
    ];
    expect(productionDeltas(frozen, live, '20:00').map((d) => d.text)).toEqual([
      '-26 Kaisersemmel seit 20:00',
      '+1 Torte (Groß) seit 20:00',
    ]);
    expect(productionDeltas(frozen, frozen, '20:00')).toEqual([]);
  });

  it('keeps a line whose branches cancel out (the packing lists change)', () => {
    const live = [
      line(ROLL, [
        [WIEN, '22'],
        [GRAZ, '4'],
      ]),
      frozen[1]!,
    ];
    const [delta] = productionDeltas(frozen, live, '20:00');
    expect(delta).toMatchObject({ quantity: '0', text: '+0 Kaisersemmel seit 20:00' });
    expect(delta!.byBranch).toHaveLength(2);
  });

  it('restricts and combines lists by branch', () => {
    expect(linesOfBranches(frozen, new Set([GRAZ.id]))).toEqual([line(ROLL, [[GRAZ, '6']])]);
    expect(
      combineLines(linesOfBranches(frozen, new Set([GRAZ.id])), linesOfBranches(frozen, new Set([WIEN.id]))),
    ).toEqual(combineLines(frozen));
  });
});

describe('paper: the frozen list and the delta slip (42 columns)', () => {
  const head = { branch: WIEN, date: '2026-12-05', tz: TZ, frozenAt: zonedInstant('2026-12-04', '20:00', TZ) };
  const long = { id: 'p-long', name: 'Dinkel-Vollkorn-Sonnenblumenkernweckerl mit extra viel Kürbiskernen' };

  it('prints the frozen figures with the freeze time', () => {
    const { title, rows } = frozenListRows(head, [line(ROLL, [[WIEN, '20']]), line(long, [[WIEN, '12']])]);
    expect(title).toBe('Backzettel');
    expect(rows.slice(0, 3)).toEqual(['Packliste Wien', 'Produktionstag Samstag, 05.12.2026', 'Eingefroren um 20:00']);
    expect(rows).toContain('20 Stk. Kaisersemmel');
    expect(rows.every((row) => row.length <= SLIP_WIDTH)).toBe(true);
    // The long name wraps beside its quantity.
    const at = rows.findIndex((row) => row.startsWith('12 Stk. Dinkel'));
    expect(rows[at + 1]).toMatch(/^ {8}\S/);
  });

  it('prints the changes since the last slip and, from the second slip on, the total since the freeze', () => {
    const first = productionDeltas([line(ROLL, [[WIEN, '20']])], [line(ROLL, [[WIEN, '23']])], '20:00');
    const slip1 = deltaSlipRows(
      { ...head, previousAt: head.frozenAt, printedAt: zonedInstant('2026-12-04', '20:15', TZ) },
      first,
      first,
    );
    expect(slip1.title).toBe('Nachtrag');
    expect(slip1.rows).toEqual([
      'Packliste Wien',
      'Produktionstag Samstag, 05.12.2026',
      'Stand 20:15, Änderungen seit 20:00',
      '-'.repeat(SLIP_WIDTH),
      '+3 Kaisersemmel',
    ]);
    const later = productionDeltas([line(ROLL, [[WIEN, '23']])], [line(ROLL, [[WIEN, '21']])], '20:15');
    const total = productionDeltas([line(ROLL, [[WIEN, '20']])], [line(ROLL, [[WIEN, '21']])], '20:00');
    const slip2 = deltaSlipRows(
      {
        ...head,
        previousAt: zonedInstant('2026-12-04', '20:15', TZ),
        printedAt: zonedInstant('2026-12-04', '21:00', TZ),
      },
      later,
      total,
    );
    expect(slip2.rows.slice(2)).toEqual([
      'Stand 21:00, Änderungen seit 20:15',
      '-'.repeat(SLIP_WIDTH),
      '-2 Kaisersemmel',
      '-'.repeat(SLIP_WIDTH),
      'Gesamt seit 20:00:',
      '+1 Kaisersemmel',
    ]);
    expect([...slip1.rows, ...slip2.rows].every((row) => row.length <= SLIP_WIDTH)).toBe(true);
  });
});
