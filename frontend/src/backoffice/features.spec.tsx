import { describe, expect, it } from '@jest/globals';
import { isValidElement } from 'react';
import { FEATURES } from './features';
import { menuFor } from './layout/BackofficeLayout';
import { branchConfig } from './branches/branch-config';
import { redirectConfig } from './content/redirects/redirect-config';
import { deviceConfig } from './devices/device-config';
import { templateConfig } from './media/templates/template-config';
import { menuConfig } from './menus/menu-config';
import { navigationConfig } from './navigations/navigation-config';
import { productConfig } from './products/product-config';
import { categoryConfig, divisionConfig, donateeConfig, tagConfig } from './simple/simple-configs';
import { userConfig } from './users/user-config';

// Only the features this file knows; areas other helpers append (staff, signage, ...) follow them.
const BASE_MENU = [
  ['', '/dashboard', 'Dashboard'],
  ['', '/current', 'Aktuelle Bestellungen'],
  ['', '/orders', 'Bestellungen'],
  ['Katalog', '/divisions', 'Organisationen'],
  ['Katalog', '/branches', 'Filialen'],
  ['Katalog', '/menus', 'Produktkataloge'],
  ['Katalog', '/categories', 'Kategorien'],
  ['Katalog', '/products', 'Produkte'],
  ['Katalog', '/tags', 'Tags'],
  ['Katalog', '/donatees', 'Spendenempfänger'],
  ['Inhalte', '/sites', 'Seiten'],
  ['Inhalte', '/blocks', 'Inhalte'],
  ['Inhalte', '/redirects', 'Redirects'],
  ['Inhalte', '/navigations', 'Navigationen'],
  ['Inhalte', '/contact-submissions', 'Kontaktanfragen'],
  ['Medien', '/images', 'Bilder'],
  ['Medien', '/image-templates', 'Bildvorlagen'],
  ['Medien', '/uploads', 'Uploads'],
  ['Verwaltung', '/users', 'Benutzer'],
  ['Verwaltung', '/devices', 'Geräte'],
  ['Verwaltung', '/config', 'Konfiguration'],
];

const menu = FEATURES.flatMap((f) => f.menu);
const route = (path: string, admin: boolean) => {
  for (const feature of FEATURES) {
    const match = feature.route(path, admin);
    if (match) return match;
  }
  return null;
};

describe('back-office features', () => {
  it('keep the side menu in its order and groups; new areas come after', () => {
    expect(menu.slice(0, BASE_MENU.length).map((e) => [e.group ?? '', e.path, e.label])).toEqual(BASE_MENU);
  });

  it('name resource menu entries exactly as their configs (title and admin-only), without loading them', () => {
    const configs = [
      divisionConfig,
      branchConfig,
      menuConfig,
      categoryConfig,
      productConfig,
      tagConfig,
      donateeConfig,
      navigationConfig,
      templateConfig,
      userConfig,
      deviceConfig,
      redirectConfig,
    ];
    for (const config of configs) {
      const entry = menu.find((e) => e.path === `/${config.key}`);
      expect({ key: config.key, label: entry?.label, adminOnly: !!entry?.adminOnly }).toEqual({
        key: config.key,
        label: config.title,
        adminOnly: !!config.adminOnly,
      });
    }
  });

  it('route every menu entry, its new and edit pages, and hide admin areas from other staff', () => {
    for (const entry of menu.slice(0, BASE_MENU.length)) {
      const match = route(entry.path, true);
      expect([entry.path, match?.active, isValidElement(match?.page)]).toEqual([entry.path, entry.path, true]);
      expect(route(entry.path, false) === null).toBe(!!entry.adminOnly);
    }
    expect(route('/products/new', true)?.active).toBe('/products');
    expect(route('/products/p1', false)?.active).toBe('/products');
    expect(route('/sites/s1', true)?.active).toBe('/sites');
    expect(route('/orders/o1', false)?.active).toBe('/orders');
    expect(route('/nowhere', true)).toBeNull();
  });

  // Issue 39 item 4: an employee's menu holds what their role can use: the API lets them change or work
  // with it (orders, their branch, media, activities, TVs, quotes, capacity, the bake list of issue 42, read
  // by the bakehouse staff at 03:00); read-only lists are left out.
  it('show an employee only the entries their role can use, an admin every entry', () => {
    const employee = menuFor(menu, false).map((e) => e.path);
    expect(employee).toEqual([
      '/dashboard',
      '/current',
      '/orders',
      '/branches',
      '/contact-submissions',
      '/images',
      '/image-templates',
      '/uploads',
      '/working-activities',
      '/holiday-balances',
      '/tasks',
      '/statistics',
      '/digital-signage-devices',
      '/quotes',
      '/customers',
      '/capacity',
      '/backzettel',
      '/serienbestellungen',
    ]);
    for (const hidden of ['/products', '/donatees', '/tags', '/scenes', '/projects', '/config', '/users'])
      expect(employee).not.toContain(hidden);
    expect(menuFor(menu, true)).toEqual(menu);
    // Left out of the menu, a read-only list still opens from a link.
    expect(route('/products', false)?.active).toBe('/products');
  });
});
