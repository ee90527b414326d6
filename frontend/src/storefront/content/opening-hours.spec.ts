import { describe, expect, it } from '@jest/globals';
import { openingHoursRows } from './opening-hours';

describe('openingHoursRows', () => {
  it('lists daily, weekday and date rules in order, closing at midnight as 24:00', () => {
    expect(
      openingHoursRows([
        { type: 'once', date: '2026-12-24', isClosed: true, from: '00:00', to: '00:00' },
        { type: 'tuesday', date: null, isClosed: false, from: '14:00', to: '18:00' },
        { type: 'tuesday', date: null, isClosed: false, from: '07:00', to: '12:00' },
        { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
      ]),
    ).toEqual([
      { day: 'Täglich', hours: '00:00 bis 24:00' },
      { day: 'Dienstag', hours: '07:00 bis 12:00, 14:00 bis 18:00' },
      { day: '24.12.2026', hours: 'Geschlossen' },
    ]);
  });

  it("shows a 'holidays' rule as 'Feiertage' before the dated rules, a closed rule without times as closed", () => {
    expect(
      openingHoursRows([
        { type: 'once', date: '2026-12-24', isClosed: false, from: '06:30', to: '12:00' },
        { type: 'holidays', country: 'AT', state: '9', isClosed: true, from: '', to: '', dates: ['2026-12-25'] },
        { type: 'sunday', isClosed: true, from: '', to: '' },
      ]),
    ).toEqual([
      { day: 'Sonntag', hours: 'Geschlossen' },
      { day: 'Feiertage', hours: 'Geschlossen' },
      { day: '24.12.2026', hours: '06:30 bis 12:00' },
    ]);
  });
});
