// Issue 18 item 4: effective-dated contracts; every calculation uses the one valid on the day.
import { describe, expect, it } from '@jest/globals';
import { contractOn, isContractWorkday, targetMinutes, type WorkContract } from './work-contracts.js';

const fullTime: WorkContract = {
  validFrom: '2025-01-01',
  hoursPerWeekday: { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 6.5 },
  holidayDaysPerYear: 25,
  jurisdiction: 'AT',
  state: '9',
};
const partTime: WorkContract = {
  validFrom: '2026-03-01',
  hoursPerWeekday: { monday: 4, saturday: 5 },
  holidayDaysPerYear: 25,
  jurisdiction: 'AT',
};
// Out of order on purpose: the pick must not depend on the list order.
const contracts = [partTime, fullTime];

describe('work contracts (effective-dated)', () => {
  it.each<[string, string | null]>([
    ['2024-12-31', null],
    ['2025-01-01', '2025-01-01'],
    ['2026-02-28', '2025-01-01'],
    ['2026-03-01', '2026-03-01'],
    ['2030-01-01', '2026-03-01'],
  ])('on %s the contract from %s applies', (date, validFrom) => {
    expect(contractOn(contracts, date)?.validFrom ?? null).toBe(validFrom);
  });

  it.each<[string, number]>([
    ['2026-02-23', 480], // Monday, full time
    ['2026-02-27', 390], // Friday 6.5 h
    ['2026-02-28', 0], // Saturday, full time: free
    ['2026-03-02', 240], // Monday, part time
    ['2026-03-07', 300], // Saturday, part time
    ['2024-12-30', 0], // before any contract
  ])('target minutes on %s: %i', (date, minutes) => {
    expect(targetMinutes(contracts, date)).toBe(minutes);
  });

  it('public holidays have no target and are no working days for leave', () => {
    expect(targetMinutes(contracts, '2026-04-06', (d) => d === '2026-04-06')).toBe(0);
    expect(isContractWorkday(contracts, '2026-03-02')).toBe(true);
    expect(isContractWorkday(contracts, '2026-03-03')).toBe(false);
  });
});
