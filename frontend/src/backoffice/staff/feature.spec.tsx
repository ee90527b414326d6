// The staff area as BackofficeApp sees it: its menu in the group 'Personal', admin-only pages hidden
// from other staff, and resource entries named exactly as their configs (which load lazily).
import { describe, expect, it } from '@jest/globals';
import { STAFF_RESOURCES, staffFeature } from './feature';

describe('staffFeature', () => {
  it('lists its pages in the group Personal', () => {
    expect(staffFeature.menu.map((e) => [e.path, e.label, !!e.adminOnly])).toEqual([
      ['/planning', 'Planung', true],
      ['/working-activities', 'Aktivitäten', false],
      ['/holiday-balances', 'Urlaubskonten', false],
      ['/projects', 'Projekte', false],
      ['/tasks', 'Aufgaben', false],
      ['/departments', 'Abteilungen', true],
      ['/work-contracts', 'Arbeitsverträge', true],
    ]);
    expect(new Set(staffFeature.menu.map((e) => e.group))).toEqual(new Set(['Personal']));
  });

  it('routes its pages; planning, departments and contracts only for admins', () => {
    for (const path of ['/planning', '/departments', '/work-contracts', '/departments/new']) {
      expect(staffFeature.route(path, false)).toBeNull();
      expect(staffFeature.route(path, true)?.active).toBe(path.replace('/new', ''));
    }
    expect(staffFeature.route('/working-activities?branch=b&day=2026-11-24', false)?.active).toBe(
      '/working-activities',
    );
    expect(staffFeature.route('/tasks/4b7e', false)?.active).toBe('/tasks');
    expect(staffFeature.route('/orders', true)).toBeNull();
  });

  it('names resource entries as their configs do', async () => {
    for (const resource of STAFF_RESOURCES) {
      const config = (await resource.load()) as { key: string; title: string; adminOnly?: boolean };
      expect([config.key, config.title, !!config.adminOnly]).toEqual([
        resource.key,
        resource.title,
        !!resource.adminOnly,
      ]);
    }
  });
});
