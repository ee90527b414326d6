import { describe, expect, it } from '@jest/globals';
import { categoryFigures, type ItemGroup, NO_CATEGORY } from './category-figures.js';

const done = { isCompleted: true, isCanceled: false, isRejected: false };
const line = (id: string, quantity: string, gross: string, flags = done): ItemGroup => ({
  id,
  name: id,
  ...flags,
  quantity,
  gross,
});

describe('categoryFigures', () => {
  const bread = { id: 'c-brot', name: 'Brot' };
  const cake = { id: 'c-torte', name: 'Torten' };
  const categories = new Map([
    ['semmel', bread],
    ['kornspitz', bread],
    ['sacher', cake],
  ]);

  it('sums quantity and gross of completed lines per category, largest gross first', () => {
    const rows = [
      line('semmel', '10', '5.00'),
      line('semmel', '4', '2.00'),
      line('kornspitz', '3', '3.60'),
      line('sacher', '1', '32.00'),
      // Not revenue: cancelled or not completed.
      line('sacher', '2', '64.00', { isCompleted: true, isCanceled: true, isRejected: false }),
      line('semmel', '100', '50.00', { isCompleted: false, isCanceled: false, isRejected: false }),
    ];
    expect(categoryFigures(rows, categories)).toEqual([
      { id: 'c-torte', name: 'Torten', products: 1, quantity: '1', gross: '32.00' },
      { id: 'c-brot', name: 'Brot', products: 2, quantity: '17', gross: '10.60' },
    ]);
  });

  it('puts products without a category (or gone from the catalogue) under one honest label', () => {
    const rows = [line('gone', '2', '4.00'), line('loose', '1', '1.50')];
    expect(categoryFigures(rows, new Map([['loose', null]]))).toEqual([
      { id: null, name: NO_CATEGORY, products: 2, quantity: '3', gross: '5.50' },
    ]);
  });
});
