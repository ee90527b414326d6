import { describe, expect, it } from '@jest/globals';
import { at, TZ } from '../opening-hours/test-helpers.js';
import { applicableRule, capacityRuleError, daySlots, slotOf } from './rules.js';
import { capRule } from './test-helpers.js';

const iso = (local: string) => at(local).toISOString();

// 2026-11-28 is a Saturday, 2026-11-30 a Monday.
describe('slot building', () => {
  it('cuts the window into slots from its start; the last one ends with the window', () => {
    const slots = daySlots([capRule({ from: '08:00', to: '09:45', slotMinutes: 30 })], 'takeaway', '2026-11-30', TZ);
    expect(slots.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      [iso('2026-11-30 08:00'), iso('2026-11-30 08:30')],
      [iso('2026-11-30 08:30'), iso('2026-11-30 09:00')],
      [iso('2026-11-30 09:00'), iso('2026-11-30 09:30')],
      [iso('2026-11-30 09:30'), iso('2026-11-30 09:45')],
    ]);
  });

  it('has no slots on weekdays, order types or scopes the rules do not name, nor from disabled rules', () => {
    const rules = [capRule({ weekdays: ['monday'] }), capRule({ id: 'off', weekdays: ['saturday'], isEnabled: false })];
    expect(daySlots(rules, 'takeaway', '2026-11-28', TZ)).toEqual([]);
    expect(daySlots(rules, 'delivery', '2026-11-30', TZ)).toEqual([]);
    expect(daySlots(rules, 'takeaway', '2026-11-30', TZ, 'torten')).toEqual([]);
    expect(daySlots(rules, 'takeaway', '2026-11-30', TZ)).toHaveLength(8);
  });

  it('lets a more specific rule take over its part of the day, cutting the slot before it short', () => {
    const rules = [
      capRule({ id: 'day', from: '08:00', to: '12:00', slotMinutes: 60 }),
      capRule({ id: 'rush', from: '10:30', to: '11:00', slotMinutes: 15 }),
    ];
    const slots = daySlots(rules, 'takeaway', '2026-11-30', TZ);
    expect(slots.map((s) => [s.rule.id, s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['day', iso('2026-11-30 08:00'), iso('2026-11-30 09:00')],
      ['day', iso('2026-11-30 09:00'), iso('2026-11-30 10:00')],
      ['day', iso('2026-11-30 10:00'), iso('2026-11-30 10:30')],
      ['rush', iso('2026-11-30 10:30'), iso('2026-11-30 10:45')],
      ['rush', iso('2026-11-30 10:45'), iso('2026-11-30 11:00')],
      ['day', iso('2026-11-30 11:00'), iso('2026-11-30 12:00')],
    ]);
  });

  it('follows local time across the DST change (slots of 25-hour day stay on the wall clock)', () => {
    const slots = daySlots([capRule({ from: '00:00', to: '24:00', slotMinutes: 60 })], 'takeaway', '2026-10-25', TZ);
    expect(slots[0]!.start.toISOString()).toBe(iso('2026-10-25 00:00'));
    expect(slots.at(-1)!.end.toISOString()).toBe(iso('2026-10-26 00:00'));
  });
});

describe('which rule applies', () => {
  const everyDay = capRule({ id: 'a-every-day', from: '06:00', to: '18:00' });
  const saturday = capRule({ id: 'b-saturday', weekdays: ['saturday'], from: '06:00', to: '18:00' });
  const lunch = capRule({ id: 'c-lunch', from: '11:00', to: '14:00' });
  const torten = capRule({ id: 'd-torten', categoryId: 'torten', slotMinutes: 60, from: '06:00', to: '18:00' });
  const rules = [everyDay, saturday, lunch, torten];

  it.each([
    ['Monday morning', '2026-11-30 07:00', 'a-every-day'],
    ['Saturday morning', '2026-11-28 07:00', 'b-saturday'],
    ['Monday lunch', '2026-11-30 12:00', 'c-lunch'],
    // lunch covers 21 h a week, the Saturday rule 12 h: the Saturday rule is more specific.
    ['Saturday lunch', '2026-11-28 12:00', 'b-saturday'],
  ])('%s: %s -> %s', (_name, local, id) => {
    expect(applicableRule(rules, 'takeaway', null, at(local), TZ)?.id).toBe(id);
  });

  it('matches order type, scope and window end (exclusive); equal rules go to the lower id', () => {
    expect(applicableRule(rules, 'delivery', null, at('2026-11-30 07:00'), TZ)).toBeNull();
    expect(applicableRule(rules, 'takeaway', 'torten', at('2026-11-30 07:00'), TZ)?.id).toBe('d-torten');
    expect(applicableRule(rules, 'takeaway', null, at('2026-11-30 18:00'), TZ)).toBeNull();
    const twin = capRule({ id: 'a-aaa', from: '06:00', to: '18:00' });
    expect(applicableRule([everyDay, twin], 'takeaway', null, at('2026-11-30 07:00'), TZ)?.id).toBe('a-aaa');
  });

  it('finds the slot of an instant on the rule grid', () => {
    const slot = slotOf(capRule({ from: '08:10', slotMinutes: 20 }), at('2026-11-30 09:05'), TZ);
    expect([slot.start.toISOString(), slot.end.toISOString()]).toEqual([
      iso('2026-11-30 08:50'),
      iso('2026-11-30 09:10'),
    ]);
  });

  it('refuses rules without weekdays, with the end before the start or odd slot lengths', () => {
    expect(capacityRuleError(capRule({ weekdays: [] }))?.field).toBe('weekdays');
    expect(capacityRuleError(capRule({ from: '12:00', to: '08:00' }))?.field).toBe('to');
    expect(capacityRuleError(capRule({ slotMinutes: 2 }))?.field).toBe('slotMinutes');
    expect(capacityRuleError(capRule({ to: '24:00' }))).toBeNull();
  });
});
