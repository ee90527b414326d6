// Issue 16 item 2: + / − per cart line by the product's step, within its minimum and maximum (spec 5).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ApiProduct } from '../api/types';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { LineStepper } from './CartPanel';
import { keepInCatalogue } from './selectors';
import { cartStore, useCart } from './store';

const rolls: ApiProduct = {
  id: 'p-rolls',
  name: 'Semmeln',
  type: 'simple',
  price: '0.60',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  minimumQuantity: 2,
  maximumQuantity: 6,
  quantityStepSize: 2,
};

function Line() {
  const line = useCart((state) => state.cart.items[0]);
  return line ? <LineStepper line={line} product={rolls} /> : null;
}

beforeEach(() => {
  window.sessionStorage.clear();
  cartStore
    .getState()
    .load('wien', keepInCatalogue([{ id: rolls.id, name: rolls.name, description: null, price: rolls.price }]));
  cartStore.getState().addItem({
    product: { id: rolls.id, name: rolls.name, description: null, price: rolls.price },
    amount: 2,
    unit: 'piece',
  });
});
afterEach(() => {
  cleanup();
  cartStore.getState().unload();
});

describe('cart line + / − (issue 16)', () => {
  it('steps by the product step and stops at its minimum and maximum', () => {
    render(<Line />);
    const minus = () => screen.getByRole('button', { name: 'Semmeln: Menge verringern' }) as HTMLButtonElement;
    const plus = () => screen.getByRole('button', { name: 'Semmeln: Menge erhöhen' }) as HTMLButtonElement;
    const amount = () => cartStore.getState().cart.items[0]!.amount;
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(amount()).toBe(4);
    fireEvent.click(plus());
    expect(amount()).toBe(6);
    expect(plus().disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Menge Semmeln' }).textContent).toContain('6');
    fireEvent.click(minus());
    expect(amount()).toBe(4);
    // Saved with the cart (a reload keeps the new amount).
    const saved = JSON.parse(Object.values({ ...window.sessionStorage }).find((v) => String(v).includes('Semmeln'))!);
    expect(saved.items[0].amount).toBe(4);
  });
});
