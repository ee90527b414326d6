// Issue 39 item 1: a product follows its category into the menus; hand-made catalogues stay as built.
import { describe, expect, it } from '@jest/globals';
import { catalogOfAll, type MenuGroup, placeProductInMenu, withoutProduct } from './menu-placement.js';

const menu: MenuGroup[] = [
  { category: 'brot', products: ['semmel', 'laib'] },
  { category: 'torten', products: ['sacher'] },
];

describe('placeProductInMenu', () => {
  it('appends a new product to its category group, after the others', () => {
    expect(placeProductInMenu(menu, 'kipferl', { created: true, from: null, to: 'brot' })).toEqual([
      { category: 'brot', products: ['semmel', 'laib', 'kipferl'] },
      { category: 'torten', products: ['sacher'] },
    ]);
    // The input is not changed in place (the entity's old value is the audit's "before").
    expect(menu[0]!.products).toEqual(['semmel', 'laib']);
  });

  it('leaves a menu without a group for the category, and a product without category, alone', () => {
    expect(placeProductInMenu(menu, 'kaffee', { created: true, from: null, to: 'getraenke' })).toBeNull();
    expect(placeProductInMenu(menu, 'kaffee', { created: true, from: null, to: null })).toBeNull();
  });

  it('moves a product whose category changed: out of the old group, to the end of the new one', () => {
    expect(placeProductInMenu(menu, 'laib', { created: false, from: 'brot', to: 'torten' })).toEqual([
      { category: 'brot', products: ['semmel'] },
      { category: 'torten', products: ['sacher', 'laib'] },
    ]);
  });

  it('takes a moved product out even when the menu has no group for its new category', () => {
    expect(placeProductInMenu(menu, 'laib', { created: false, from: 'brot', to: null })).toEqual([
      { category: 'brot', products: ['semmel'] },
      { category: 'torten', products: ['sacher'] },
    ]);
  });

  it('does not re-add a product removed by hand when an edit keeps its category', () => {
    expect(placeProductInMenu(menu, 'kipferl', { created: false, from: 'brot', to: 'brot' })).toBeNull();
  });

  it('keeps a product an owner placed by hand in another group', () => {
    const special: MenuGroup[] = [
      { category: 'angebote', products: ['laib'] },
      { category: 'brot', products: ['semmel', 'laib'] },
      { category: 'torten', products: [] },
    ];
    expect(placeProductInMenu(special, 'laib', { created: false, from: 'brot', to: 'torten' })).toEqual([
      { category: 'angebote', products: ['laib'] },
      { category: 'brot', products: ['semmel'] },
      { category: 'torten', products: ['laib'] },
    ]);
  });

  it('adds a product once, to the first group, when a category is listed twice or it is already there', () => {
    const twice: MenuGroup[] = [
      { category: 'brot', products: [] },
      { category: 'brot', products: [] },
    ];
    expect(placeProductInMenu(twice, 'laib', { created: true, from: null, to: 'brot' })).toEqual([
      { category: 'brot', products: ['laib'] },
      { category: 'brot', products: [] },
    ]);
    expect(placeProductInMenu(menu, 'laib', { created: true, from: null, to: 'brot' })).toBeNull();
  });
});

describe('catalogOfAll', () => {
  it('lists every category in order with its products in order, empty categories too', () => {
    const categories = [{ id: 'torten' }, { id: 'brot' }, { id: 'leer' }];
    const products = [
      { id: 'semmel', category: 'brot' },
      { id: 'sacher', category: 'torten' },
      { id: 'laib', category: 'brot' },
      { id: 'ohne', category: null },
    ];
    expect(catalogOfAll(categories, products)).toEqual([
      { category: 'torten', products: ['sacher'] },
      { category: 'brot', products: ['semmel', 'laib'] },
      { category: 'leer', products: [] },
    ]);
  });
});

describe('withoutProduct', () => {
  it('takes a deleted product out of every group it is in, and says when it is in none', () => {
    const special: MenuGroup[] = [
      { category: 'angebote', products: ['laib', 'semmel'] },
      { category: 'brot', products: ['laib'] },
    ];
    expect(withoutProduct(special, 'laib')).toEqual([
      { category: 'angebote', products: ['semmel'] },
      { category: 'brot', products: [] },
    ]);
    expect(withoutProduct(special, 'sacher')).toBeNull();
  });
});
