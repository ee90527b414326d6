// Issue 18 item 4: break rules (AT, DE), 10 h a day, 11 h rest; each violation is a flag on the day.
// Compliant fixtures must yield no flag, violating ones exactly their flags; night shifts and DST days
// in Vienna included.
import { describe, expect, it } from '@jest/globals';
import { DAY_FLAG_TEXTS } from './texts.js';
import { at, shift, TZ } from './test-helpers.js';
import type { WorkContract } from './work-contracts.js';
import { evaluateWorkDays, type RecordedActivity, workedMinutesOf } from './working-time-rules.js';

type Case = [string, 'AT' | 'DE', RecordedActivity[]];
const flagsOf = (jurisdiction: 'AT' | 'DE', activities: RecordedActivity[]) =>
  evaluateWorkDays(activities, { tz: TZ, fallbackJurisdiction: jurisdiction }).flatMap((d) =>
    d.flags.map((f) => `${d.date} ${f.type}`),
  );

const compliant: Case[] = [
  ['AT 6 h exactly, no break', 'AT', [shift('2026-06-01', '08:00', '14:00')]],
  ['AT 8 h with 30 min', 'AT', [shift('2026-06-01', '08:00', '16:30', [['12:00', '12:30']])]],
  [
    'AT 8 h with 2 x 15',
    'AT',
    [
      shift('2026-06-01', '08:00', '16:30', [
        ['10:00', '10:15'],
        ['13:00', '13:15'],
      ]),
    ],
  ],
  [
    'AT 8 h with 3 x 10',
    'AT',
    [
      shift('2026-06-01', '08:00', '16:30', [
        ['10:00', '10:10'],
        ['12:00', '12:10'],
        ['14:00', '14:10'],
      ]),
    ],
  ],
  [
    'AT break as a gap between two activities',
    'AT',
    [shift('2026-06-01', '07:00', '11:00'), shift('2026-06-01', '11:30', '15:30')],
  ],
  ['AT 10 h exactly with break', 'AT', [shift('2026-06-01', '06:00', '16:30', [['11:00', '11:30']])]],
  ['DE 9 h exactly with 30 min', 'DE', [shift('2026-06-01', '07:00', '16:30', [['12:00', '12:30']])]],
  [
    'DE 9:30 h with 45 min as 15 + 30',
    'DE',
    [
      shift('2026-06-01', '07:00', '17:15', [
        ['09:00', '09:15'],
        ['12:00', '12:30'],
      ]),
    ],
  ],
  [
    'DE 7 h with 2 x 15',
    'DE',
    [
      shift('2026-06-01', '08:00', '15:30', [
        ['10:00', '10:15'],
        ['12:00', '12:15'],
      ]),
    ],
  ],
  [
    '11 h rest exactly',
    'AT',
    [shift('2026-06-01', '14:00', '22:00', [['18:00', '18:30']]), shift('2026-06-02', '09:00', '15:00')],
  ],
  // A bakery night shift belongs to the day it began; 22:00 -> 05:30 is 7 h of work with 30 min break.
  ['night shift across midnight', 'AT', [shift('2026-06-01', '22:00', '05:30', [['23:59', '00:29']], '2026-06-02')]],
  [
    'stop and start in the same minute',
    'AT',
    [shift('2026-06-01', '08:00', '12:32'), shift('2026-06-01', '12:32', '14:00')],
  ],
  // 2026-03-29: clocks jump 02:00 -> 03:00, so 22:00 -> 05:00 is 6 real hours: no break due.
  [
    'DST spring night: 7 wall-clock hours are 6 real ones',
    'AT',
    [shift('2026-03-28', '22:00', '05:00', [], '2026-03-29')],
  ],
  // 2026-10-25: 03:00 -> 02:00, so 20:00 -> 06:00 is 11 real hours... minus 1:30 of breaks = 9:30.
  [
    'DST autumn night with enough breaks',
    'AT',
    [
      shift(
        '2026-10-24',
        '20:00',
        '06:00',
        [
          ['22:00', '23:00'],
          ['23:15', '23:45'],
        ],
        '2026-10-25',
      ),
    ],
  ],
];

const violating: [string, 'AT' | 'DE', RecordedActivity[], string[]][] = [
  ['AT 6:01 h without break', 'AT', [shift('2026-06-01', '08:00', '14:01')], ['2026-06-01 break-too-short']],
  [
    'AT 8 h with 29 min',
    'AT',
    [shift('2026-06-01', '08:00', '16:29', [['12:00', '12:29']])],
    ['2026-06-01 break-too-short'],
  ],
  // 9 + 9 + 9 minutes: each part shorter than 10 does not count.
  [
    'AT parts under 10 min do not count',
    'AT',
    [
      shift('2026-06-01', '08:00', '16:30', [
        ['10:00', '10:09'],
        ['12:00', '12:09'],
        ['13:00', '13:09'],
        ['14:00', '14:09'],
      ]),
    ],
    ['2026-06-01 break-too-short'],
  ],
  [
    'DE 3 x 10 min does not count',
    'DE',
    [
      shift('2026-06-01', '08:00', '16:30', [
        ['10:00', '10:10'],
        ['12:00', '12:10'],
        ['14:00', '14:10'],
      ]),
    ],
    ['2026-06-01 break-too-short'],
  ],
  [
    'DE 9:15 h with only 30 min',
    'DE',
    [shift('2026-06-01', '07:00', '16:45', [['12:00', '12:30']])],
    ['2026-06-01 break-too-short'],
  ],
  ['AT 10:30 h', 'AT', [shift('2026-06-01', '06:00', '17:00', [['11:00', '11:30']])], ['2026-06-01 max-daily-work']],
  [
    'DE 11 h without break: both flags',
    'DE',
    [shift('2026-06-01', '06:00', '17:00')],
    ['2026-06-01 break-too-short', '2026-06-01 max-daily-work'],
  ],
  [
    'rest 10:59 h',
    'AT',
    [shift('2026-06-01', '14:00', '22:01', [['18:00', '18:30']]), shift('2026-06-02', '09:00', '15:00')],
    ['2026-06-02 rest-too-short'],
  ],
  [
    'night shift then early start',
    'AT',
    [shift('2026-06-01', '22:00', '04:00', [], '2026-06-02'), shift('2026-06-02', '12:00', '16:00')],
    ['2026-06-02 rest-too-short'],
  ],
  [
    'night shift across midnight without break',
    'AT',
    [shift('2026-06-01', '22:00', '05:00', [], '2026-06-02')],
    ['2026-06-01 break-too-short'],
  ],
  // 2026-10-25: 22:00 -> 05:00 wall clock is 8 real hours (the hour 02:00-03:00 runs twice).
  [
    'DST autumn night: 7 wall-clock hours are 8 real ones',
    'AT',
    [shift('2026-10-24', '23:00', '05:00', [], '2026-10-25')],
    ['2026-10-24 break-too-short'],
  ],
  [
    'DST autumn night over 10 real hours',
    'AT',
    [shift('2026-10-24', '20:00', '06:00', [['22:00', '22:30']], '2026-10-25')],
    ['2026-10-24 max-daily-work'],
  ],
  [
    'DST spring day: rest 10 real hours',
    'AT',
    [shift('2026-03-28', '12:00', '17:00'), shift('2026-03-29', '04:00', '08:00')],
    ['2026-03-29 rest-too-short'],
  ],
];

describe('working-time rules (issue 18 item 4)', () => {
  it.each(compliant)('compliant: %s', (_name, jurisdiction, activities) => {
    expect(flagsOf(jurisdiction, activities)).toEqual([]);
  });

  it.each(violating)('violation: %s', (_name, jurisdiction, activities, expected) => {
    expect(flagsOf(jurisdiction, activities)).toEqual(expected);
  });

  it('reports real minutes of a DST night and the counted break', () => {
    const [day] = evaluateWorkDays([shift('2026-03-28', '22:00', '06:00', [['01:00', '01:30']], '2026-03-29')], {
      tz: TZ,
    });
    expect(day).toMatchObject({ date: '2026-03-28', workedMinutes: 6 * 60 + 30, breakMinutes: 30, flags: [] });
  });

  it('judges each day by the contract valid on it', () => {
    const contracts: WorkContract[] = [
      { validFrom: '2026-01-01', hoursPerWeekday: {}, holidayDaysPerYear: 25, jurisdiction: 'AT' },
      { validFrom: '2026-06-02', hoursPerWeekday: {}, holidayDaysPerYear: 30, jurisdiction: 'DE' },
    ];
    // 3 x 10 minutes satisfies AT on 1 June, not DE from 2 June.
    const pauses: [string, string][] = [
      ['10:00', '10:10'],
      ['12:00', '12:10'],
      ['14:00', '14:10'],
    ];
    const days = evaluateWorkDays(
      [shift('2026-06-01', '08:00', '16:30', pauses), shift('2026-06-02', '08:00', '16:30', pauses)],
      { tz: TZ, contracts },
    );
    expect(days.map((d) => [d.date, d.jurisdiction, d.flags.map((f) => f.type)])).toEqual([
      ['2026-06-01', 'AT', []],
      ['2026-06-02', 'DE', ['break-too-short']],
    ]);
  });

  it('ignores open activities and gives flags German labels', () => {
    expect(evaluateWorkDays([{ start: at('2026-06-01 08:00'), end: null }])).toEqual([]);
    const [day] = evaluateWorkDays([shift('2026-06-01', '06:00', '17:00')], { fallbackJurisdiction: 'DE' });
    expect(day!.flags).toEqual([
      { type: 'break-too-short', requiredMinutes: 45, takenMinutes: 0 },
      { type: 'max-daily-work', maxMinutes: 600, workedMinutes: 660 },
    ]);
    expect(DAY_FLAG_TEXTS['break-too-short'](45, 0)).toBe('Pause zu kurz: 0 von 45 Minuten');
    expect(DAY_FLAG_TEXTS['max-daily-work'](600, 660)).toBe(
      'Höchstarbeitszeit überschritten: 11:00 h statt höchstens 10:00 h',
    );
    expect(DAY_FLAG_TEXTS['rest-too-short'](660, 599)).toBe('Ruhezeit zu kurz: 9:59 h statt mindestens 11:00 h');
  });

  it('counts the minutes of a running activity up to now, without its pauses', () => {
    const running = {
      start: at('2026-06-01 08:00'),
      end: null,
      pauses: [
        { start: at('2026-06-01 10:00'), end: at('2026-06-01 10:15') },
        { start: at('2026-06-01 11:00'), end: null },
      ],
    };
    expect(workedMinutesOf(running, at('2026-06-01 11:30'))).toBe(165);
  });
});
