import { describe, expect, it } from '@jest/globals';
import { evaluateWorkDays } from '@bestell/domain';
import { BREAK_VIOLATION, DEMO_PROJECTS, DEMO_STAFF, demoActivity, demoShiftDays } from './demo-staff.js';

describe('demo staff', () => {
  const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
  const days = demoShiftDays(now);

  it('plans Monday to Friday of last and this week for six people in two branches and departments', () => {
    expect(DEMO_STAFF).toHaveLength(6);
    expect(new Set(DEMO_STAFF.map((s) => s.username)).size).toBe(6);
    expect(new Set(DEMO_STAFF.map((s) => `${s.branch}/${s.department}`)).size).toBe(4);
    expect(days).toHaveLength(6 * 10);
    expect(days[0]!.date).toBe('2026-11-16');
    expect(days.at(-1)!.date).toBe('2026-11-27');
  });

  it('records exactly one day that breaks a rule: the break violation', () => {
    const flagged: string[] = [];
    for (const seed of DEMO_STAFF) {
      const own = days.map((d, i) => ({ d, a: demoActivity(d, i) })).filter(({ d }) => d.seed === seed);
      for (const day of evaluateWorkDays(
        own.map(({ a }) => a),
        { fallbackJurisdiction: 'AT' },
      )) {
        for (const flag of day.flags) flagged.push(`${seed.username} ${day.date} ${flag.type}`);
      }
    }
    expect(BREAK_VIOLATION.username).toBe('markus');
    expect(flagged).toEqual(['markus 2026-11-18 break-too-short']);
  });

  it('has a project per branch with tasks for the people of that branch (issue 40 item 10)', () => {
    expect(DEMO_PROJECTS.map((p) => p.branch).sort()).toEqual(['graz', 'wien']);
    for (const project of DEMO_PROJECTS) {
      expect(project.tasks.length).toBeGreaterThanOrEqual(2);
      for (const task of project.tasks) {
        const person = DEMO_STAFF.find((s) => s.username === task.assignee);
        expect(person?.branch).toBe(project.branch);
      }
    }
    // The browser tests create these; a demo project of the same name would make their lookups ambiguous.
    const names = DEMO_PROJECTS.flatMap((p) => [p.name, ...p.tasks.map((t) => t.name)]).join(' ');
    expect(names).not.toMatch(/Weihnachtsbäckerei|Vanillekipferl|Inventur|Umbau/);
  });
});
