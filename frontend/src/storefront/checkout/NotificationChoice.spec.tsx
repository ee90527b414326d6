// Issue 37 item 6: the checkout offers SMS only while the server can send it (config.smsAvailable).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { PlacedOrder } from '@bestell/domain';
import type { ApiBranch, ApiProduct, ShopConfig } from '../../shared/api/types';
import { cartStore, emptyCart } from '../../shared/cart/store';
import { CheckoutView, type CheckoutApi } from './CheckoutView';
import { initialFields } from './checkout-form';

afterEach(cleanup);

const branch = {
  id: 'b-1',
  identifier: 'wien',
  name: 'Filiale Wien',
  openingHours: [{ type: 'daily' as const, date: null, isClosed: false, from: '00:00', to: '00:00' }],
  isTakeawayEnabled: true,
  isCashEnabled: true,
} as ApiBranch;
const roll = { id: 'p-roll', name: 'Semmel', price: '1.00', type: 'simple', unit: 'piece', tax: '10', isEnabled: true };
const products = new Map([[roll.id, roll as ApiProduct]]);

/** The notification radio group's options: their labels and which one is checked. */
function choices() {
  const group = document.querySelector('[aria-labelledby="co-notification-label"]')!;
  return [...group.querySelectorAll('label')].map((label) => ({
    label: label.textContent?.trim(),
    checked: label.querySelector('input')?.checked ?? false,
  }));
}

function renderCheckout(config: Partial<ShopConfig>) {
  const api: CheckoutApi = {
    placeOrder: jest.fn(async () => ({ uid: 'u', hash: 'h' }) as PlacedOrder),
    upload: jest.fn(async () => ({ id: 'f1', publicHash: 'ph' })),
  };
  render(
    <MemoryRouter>
      <CheckoutView
        branch={branch}
        config={{ timezone: 'Europe/Vienna', currency: 'EUR', ...config } as unknown as ShopConfig}
        tables={[]}
        donatees={[]}
        products={products}
        now={new Date('2026-03-10T10:00:00Z')}
        backPath="/store/wien"
        api={api}
        onPlaced={jest.fn()}
      />
    </MemoryRouter>,
  );
}

describe('checkout notification choice', () => {
  beforeEach(() => {
    cartStore.setState({
      branch: 'wien',
      cart: {
        ...emptyCart(),
        items: [
          {
            product: { id: roll.id, name: roll.name, description: null, price: roll.price, uid: 'l1' },
            amount: 1,
            unit: 'piece',
            parts: [],
          },
        ],
        isDelivery: false,
      },
      isPanelOpen: false,
    });
  });

  it('offers only e-mail, preselected, while the server has no SMS transport', () => {
    renderCheckout({ smsAvailable: false });
    expect(choices()).toEqual([{ label: 'E-Mail', checked: true }]);
    expect(screen.queryByText('SMS')).toBeNull();
    expect(initialFields(branch, false).notificationType).toBe('email');
  });

  it('offers SMS (the spec default) and e-mail when the server can send SMS', () => {
    renderCheckout({ smsAvailable: true });
    expect(choices()).toEqual([
      { label: 'SMS', checked: true },
      { label: 'E-Mail', checked: false },
    ]);
    expect(initialFields(branch, true).notificationType).toBe('sms');
  });
});
