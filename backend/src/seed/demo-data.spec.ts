// Pure unit test of the demo data (issue 2, item 4): no database, only the exported plain data.
import { describe, expect, it } from '@jest/globals';
import { UNITS, applyModifiers, stepCountWords } from '@bestell/domain';
import { isUuid, parseInput } from '../common/index.js';
import { navigationResource } from '../catalog/index.js';
import {
  DEMO_BRANCHES,
  DEMO_CATEGORIES,
  DEMO_DONATEES,
  DEMO_IDS,
  DEMO_MENUS,
  DEMO_NAVIGATIONS,
  DEMO_PRODUCTS,
  DEMO_SHOP_CONFIG,
  DEMO_TABLES,
  DEMO_TAGS,
  DEMO_USERS,
  menuGroups,
  type ProductSeed,
} from './demo-data.js';

const MONEY = /^\d+\.\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

const some = (predicate: (p: ProductSeed) => boolean) => DEMO_PRODUCTS.filter(predicate);
const allParts = DEMO_PRODUCTS.flatMap((p) => p.config.parts);
const allOptions = allParts.flatMap((part) => part.options ?? []);
const branch = (key: 'wien' | 'graz') => DEMO_BRANCHES.find((b) => b.key === key)!;

describe('demo data', () => {
  it("names the dialog's real step count where a product text counts steps (issue 40 item 9)", () => {
    const counted = DEMO_PRODUCTS.filter((p) => /Schritten/.test(p.description ?? ''));
    expect(counted.length).toBeGreaterThan(0);
    for (const product of counted) {
      const named = /in (\S+) einfachen Schritten/.exec(product.description ?? '')?.[1];
      expect({ product: product.name, named }).toEqual({
        product: product.name,
        named: stepCountWords(product.config.parts),
      });
    }
  });

  it('has fixed uuid ids for the division and both branches', () => {
    expect(Object.values(DEMO_IDS).every(isUuid)).toBe(true);
    expect(branch('wien').fields.id).toBe(DEMO_IDS.branchWien);
    expect(branch('graz').fields.id).toBe(DEMO_IDS.branchGraz);
  });

  it('has at least 30 products in at least 5 categories, with unique keys', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.key)).size).toBe(DEMO_PRODUCTS.length);
    const categoryKeys = new Set(DEMO_CATEGORIES.map((c) => c.key));
    for (const p of DEMO_PRODUCTS) expect(categoryKeys.has(p.category)).toBe(true);
    for (const key of categoryKeys) expect(DEMO_PRODUCTS.some((p) => p.category === key)).toBe(true);
  });

  it('keeps money, rates and quantities as decimal strings and uses known units', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.price).toMatch(MONEY);
      for (const rate of [p.tax, p.takeawayTax, p.dineInTax]) expect(['10', '20']).toContain(rate);
      for (const q of [p.minimumQuantity, p.quantityStepSize, p.defaultQuantity]) expect(q).toMatch(DECIMAL);
      expect(Number(p.defaultQuantity)).toBeGreaterThanOrEqual(Number(p.minimumQuantity));
      expect(Object.keys(UNITS)).toContain(p.unit);
      for (const alt of p.alternativeUnits) expect(Object.keys(UNITS)).toContain(alt.unit);
      if (p.defaultUnit) expect([p.unit, ...p.alternativeUnits.map((a) => a.unit)]).toContain(p.defaultUnit);
      expect(p.allergens).toMatch(/^<p>.*<\/p>$/);
    }
    for (const o of allOptions) expect(o.value).toMatch(MONEY);
  });

  it('taxes food at 10 % and drinks at 20 %', () => {
    const drinks = some((p) => p.category === 'getraenke');
    expect(drinks.length).toBeGreaterThan(0);
    for (const p of drinks) expect([p.tax, p.takeawayTax, p.dineInTax]).toEqual(['20', '20', '20']);
    for (const p of some((p) => p.category !== 'getraenke')) expect(p.takeawayTax).toBe('10');
  });

  it('covers simple per-piece, configurable and bundle products', () => {
    expect(some((p) => p.type === 'simple' && p.unit === 'piece').length).toBeGreaterThan(5);
    expect(some((p) => p.type === 'configurable').length).toBeGreaterThan(3);
    expect(some((p) => p.type === 'configurable' && p.isStepByStep).length).toBeGreaterThanOrEqual(1);
    for (const p of some((p) => p.type !== 'simple')) expect(p.config.parts.length).toBeGreaterThan(0);
    for (const p of some((p) => p.type === 'simple')) expect(p.config.parts).toEqual([]);
  });

  it('covers every required part type and modifier', () => {
    const types = new Set(allParts.map((part) => part.type));
    for (const type of ['select', 'multiselect', 'text', 'textarea', 'image'] as const)
      expect(types.has(type)).toBe(true);
    const modifiers = new Set(allOptions.map((o) => o.modifier));
    for (const modifier of ['add', 'subtract', 'overwrite'] as const) expect(modifiers.has(modifier)).toBe(true);
    expect(allParts.some((part) => part.type === 'image' && !part.optional)).toBe(true);
    for (const part of allParts) {
      const hasOptions = part.type === 'select' || part.type === 'multiselect';
      expect((part.options ?? []).length > 0).toBe(hasOptions);
    }
  });

  it('has a bundle whose size option overwrites the price', () => {
    const bundle = some((p) => p.type === 'bundle')[0]!;
    const size = bundle.config.parts[0]!;
    expect(size.type).toBe('select');
    const big = (size.options ?? []).find((o) => o.modifier === 'overwrite' && o.value !== bundle.price)!;
    expect(applyModifiers(bundle.price, [big]).toFixed(2)).toBe(big.value);
  });

  it('prices goods by weight (kg with decagram, gram) approximately, and has a minimum price', () => {
    const kg = some((p) => p.unit === 'kilogram' && p.calculationModel === 'approximate');
    expect(kg.length).toBeGreaterThanOrEqual(3);
    expect(
      kg.some((p) => p.minimumQuantity === '0.2' && p.quantityStepSize === '0.1' && p.defaultQuantity === '0.5'),
    ).toBe(true);
    for (const p of kg)
      expect(p.alternativeUnits).toContainEqual(expect.objectContaining({ unit: 'decagram', ratio: '0.01' }));
    expect(some((p) => p.unit === 'gram').length).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.calculationModel === 'minimum').length).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.defaultUnit === 'decagram').length).toBeGreaterThanOrEqual(1);
  });

  it('covers hidden price, lead times, schedules and hidden/disabled products', () => {
    expect(some((p) => p.isPriceHidden).length).toBeGreaterThanOrEqual(1);
    expect(
      some((p) => p.isLeadTimeEnabled && p.leadTimeType === 'days' && p.leadTimeValue === 2).length,
    ).toBeGreaterThan(0);
    expect(
      some((p) => p.isLeadTimeEnabled && p.leadTimeType === 'hours' && p.leadTimeValue === 4).length,
    ).toBeGreaterThan(0);
    expect(some((p) => !!p.schedule?.from && !!p.schedule.to).length).toBeGreaterThan(0);
    expect(some((p) => (p.schedule?.rules ?? []).length > 0).length).toBeGreaterThan(0);
    expect(some((p) => p.isVisibleWhenUnavailable && !!p.schedule).length).toBeGreaterThan(0);
    expect(some((p) => !p.isPublic).length).toBe(1);
    expect(some((p) => !p.isEnabled).length).toBe(1);
    expect(some((p) => p.internalNote !== '').length).toBeGreaterThanOrEqual(3);
    expect(some((p) => p.maximumQuantity !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('has a morning-only breakfast category that stays visible', () => {
    const breakfast = DEMO_CATEGORIES.find((c) => c.key === 'fruehstueck')!;
    expect(breakfast.schedule?.rules).toEqual([
      { type: 'daily', date: null, isClosed: false, from: '06:30', to: '11:00' },
    ]);
    expect(breakfast.isVisibleWhenUnavailable).toBe(true);
    expect(DEMO_CATEGORIES.map((c) => c.position)).toEqual(DEMO_CATEGORIES.map((_, i) => i + 1));
  });

  it('has a delivery branch in Wien and a dine-in branch with tables in Graz', () => {
    const wien = branch('wien').fields;
    expect(wien.isDeliveryEnabled && wien.isDeliveryHoursEnabled && wien.isMollieEnabled).toBe(true);
    expect(wien.deliveryAreas).toHaveLength(3);
    // Issue 40: the address's zip code picks the area, so each demo area lists its own.
    expect(wien.deliveryAreas?.map((a) => [a.area, a.zipCodes])).toEqual([
      ['1070 Neubau', ['1070']],
      ['1060 Mariahilf', ['1060']],
      ['1080 Josefstadt', ['1080']],
    ]);
    expect(wien.openingHours).toContainEqual(
      expect.objectContaining({ type: 'once', date: '2026-12-25', isClosed: true }),
    );
    const graz = branch('graz').fields;
    expect(graz.isDineInEnabled && graz.isTableSelectionEnabled && graz.isATMCardEnabled).toBe(true);
    expect(graz.openingHours).toContainEqual(expect.objectContaining({ type: 'friday', from: '18:00', to: '01:00' }));
    expect(DEMO_TABLES.filter((t) => t.branch === 'graz')).toHaveLength(10);
    for (const b of DEMO_BRANCHES) for (const tag of b.tags) expect(DEMO_TAGS).toContain(tag);
  });

  it('builds menus from existing products; the Graz-only bar drinks stay out of Wien', () => {
    const keys = new Set(DEMO_PRODUCTS.map((p) => p.key));
    for (const menu of DEMO_MENUS)
      for (const group of menuGroups(menu)) for (const key of group.products) expect(keys.has(key)).toBe(true);
    const wienKeys = menuGroups(DEMO_MENUS[0]!).flatMap((g) => g.products);
    const grazKeys = menuGroups(DEMO_MENUS[1]!).flatMap((g) => g.products);
    expect(wienKeys).not.toContain('maerzen');
    expect(grazKeys).toContain('maerzen');
    expect(grazKeys.length).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_MENUS.some((m) => new Date(m.availableFrom) > new Date('2027-01-01'))).toBe(true);
  });

  it('has config, donatees and the two staff accounts', () => {
    expect(DEMO_SHOP_CONFIG).toMatchObject({
      id: 1,
      currency: 'EUR',
      timezone: 'Europe/Vienna',
      enablePluginDonations: true,
    });
    expect(DEMO_DONATEES).toHaveLength(3);
    expect(DEMO_USERS.map((u) => [u.email, u.roles, u.branches])).toEqual([
      ['admin@sonnleitner.at', ['ROLE_ADMIN'], ['wien', 'graz']],
      ['team.wien@sonnleitner.at', ['ROLE_EMPLOYEE'], ['wien']],
    ]);
  });
});

describe('demo navigations', () => {
  it('are valid resource input, public, and name the demo branches by identifier', () => {
    expect(DEMO_NAVIGATIONS.map((n) => n.identifier)).toEqual(['mainMenu', 'secondaryMenu']);
    for (const navigation of DEMO_NAVIGATIONS) {
      expect(navigation.isPublic).toBe(true);
      // The stored form is already normalised: parsing it again changes nothing.
      expect(parseInput(navigationResource.schema, navigation)).toEqual(navigation);
    }
    const branchTargets = DEMO_NAVIGATIONS[0]!.items
      .flatMap((item) => item.children)
      .filter((item) => item.type === 'branch')
      .map((item) => item.target);
    expect(branchTargets).toEqual(DEMO_BRANCHES.map((b) => b.fields.identifier));
  });
});
