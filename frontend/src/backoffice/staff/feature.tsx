// The staff area (issue 18 item 6), group 'Personal': the week plan, recorded activities, holiday
// accounts, and departments, projects and tasks on the generic resource pages. Every page loads its
// code with the first visit.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';
import { resourceMenuEntry, resourceRouter, type LazyResource } from '../resources/resource-feature';

export const STAFF_GROUP = 'Personal';

const PlanningPage = lazyPage(async () => (await import('./PlanningPage')).default);
const ActivitiesPage = lazyPage(async () => (await import('./ActivitiesPage')).default);
const HolidayBalancesPage = lazyPage(async () => (await import('./HolidayBalancesPage')).default);
const WorkContractsPage = lazyPage(async () => (await import('./WorkContractsPage')).default);

export const STAFF_RESOURCES: LazyResource[] = [
  {
    key: 'projects',
    title: 'Projekte',
    // Employees read projects (to book activities) but only admins change them; tasks they update.
    readOnlyForStaff: true,
    group: STAFF_GROUP,
    load: async () => (await import('./staff-configs')).projectConfig,
  },
  {
    key: 'tasks',
    title: 'Aufgaben',
    group: STAFF_GROUP,
    load: async () => (await import('./staff-configs')).taskConfig,
  },
  {
    key: 'departments',
    title: 'Abteilungen',
    adminOnly: true,
    group: STAFF_GROUP,
    load: async () => (await import('./staff-configs')).departmentConfig,
  },
];
const resources = resourceRouter(STAFF_RESOURCES);

export const staffFeature: BackofficeFeature = {
  menu: [
    // Shifts are written by admins only (the API's working-schedules access), and the rows need /api/users.
    { path: '/planning', label: 'Planung', adminOnly: true, group: STAFF_GROUP },
    { path: '/working-activities', label: 'Aktivitäten', group: STAFF_GROUP },
    { path: '/holiday-balances', label: 'Urlaubskonten', group: STAFF_GROUP },
    ...STAFF_RESOURCES.map(resourceMenuEntry),
    { path: '/work-contracts', label: 'Arbeitsverträge', adminOnly: true, group: STAFF_GROUP },
  ],
  route: (path, admin) => {
    if (matchHashPath('/planning', path) && admin) return { active: '/planning', page: <PlanningPage /> };
    if (matchHashPath('/working-activities', path)) return { active: '/working-activities', page: <ActivitiesPage /> };
    if (matchHashPath('/holiday-balances', path)) return { active: '/holiday-balances', page: <HolidayBalancesPage /> };
    if (matchHashPath('/work-contracts', path) && admin)
      return { active: '/work-contracts', page: <WorkContractsPage /> };
    return resources(path, admin);
  },
};
