// Issue 16 item 2: + / − per cart line by the product's step, within its minimum and maximum (spec 5).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryRouter } from 'react-router';
import type { ApiBranch, ApiProduct } from '../api/types';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { CartPanel, LineStepper } from './CartPanel';
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

describe('pickup branch selector (issue 39 item 6)', () => {
  const branch = (id: string, name: string, city: string): ApiBranch =>
    ({ id, identifier: id, name, city, isTakeawayEnabled: true }) as ApiBranch;
  it('names the branch, so two branches of one city stay apart', () => {
    const branches = [
      branch('urfahr', 'Linz-Urfahr', 'Linz'),
      branch('hauptplatz', 'Bäckerei am Hauptplatz', 'Linz'),
      branch('graz', 'Graz', 'Graz'),
    ];
    cartStore.getState().openPanel();
    render(
      <MemoryRouter>
        <CartPanel branch={branches[0]!} branches={branches} products={new Map([[rolls.id, rolls]])} currency="EUR" />
      </MemoryRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Filiale' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Abholung in Linz-Urfahr',
      'Abholung in Linz (Bäckerei am Hauptplatz)',
      'Abholung in Graz',
    ]);
  });
});
