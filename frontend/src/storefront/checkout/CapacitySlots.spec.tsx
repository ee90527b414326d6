// Slot capacity in the storefront checkout (issue 21): full slots are disabled in the picker, the time
// stepper skips their times, and the rush-mode pause notice shows.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CAPACITY_TEXTS, type SlotAvailability, zonedInstant } from '@bestell/domain';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import type { PlacedOrder } from '@bestell/domain';
import type { ApiBranch, ApiProduct, ShopConfig } from '../../shared/api/types';
import { cartStore, emptyCart } from '../../shared/cart/store';
import { CheckoutView } from './CheckoutView';
import { freeTimes, type SlotLoader } from './slot-availability';

afterEach(cleanup);

const TZ = 'Europe/Vienna';
const DAY = '2026-03-11';
const iso = (time: string) => zonedInstant(DAY, time, TZ).toISOString();
const branch = {
  id: 'b-1',
  identifier: 'wien',
  name: 'Filiale Wien',
  openingHours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' }],
  isTakeawayEnabled: true,
  isCashEnabled: true,
  isPreorderEnabled: true,
  deliveryAreas: [],
} as unknown as ApiBranch;
const roll = { id: 'p-roll', name: 'Semmel', price: '1.00', type: 'simple', unit: 'piece', tax: '10', isEnabled: true };
const config = {
  timezone: TZ,
  currency: 'EUR',
  privacyPolicyText: '',
  termsAndConditionsText: '',
} as unknown as ShopConfig;

const availability = (extra: Partial<SlotAvailability> = {}): SlotAvailability => ({
  slots: [
    { start: iso('09:00'), end: iso('10:00'), full: false, remaining: { orders: 2, items: null, minutes: null } },
    { start: iso('10:00'), end: iso('11:00'), full: true, remaining: { orders: 0, items: null, minutes: null } },
    { start: iso('11:00'), end: iso('12:00'), full: false, remaining: { orders: 5, items: null, minutes: null } },
  ],
  paused: false,
  notice: null,
  leadMinutes: 0,
  ...extra,
});

function renderCheckout(answer: SlotAvailability, appointment = iso('09:55')) {
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
  cartStore.getState().setOrder({ appointment });
  const slots = jest.fn<SlotLoader>(async () => answer);
  render(
    <MemoryRouter>
      <CheckoutView
        branch={branch}
        config={config}
        tables={[]}
        donatees={[]}
        products={new Map([[roll.id, roll as ApiProduct]])}
        now={new Date('2026-03-10T10:00:00Z')}
        backPath="/store/wien"
        api={{
          placeOrder: jest.fn(async () => ({}) as PlacedOrder),
          upload: jest.fn(async () => ({ id: 'f', publicHash: 'h' })),
          slots,
        }}
        onPlaced={jest.fn()}
      />
    </MemoryRouter>,
  );
  return { slots };
}

const slotButton = (text: string) => screen.getByText(text, { exact: false }).closest('button')!;
const appointment = () => cartStore.getState().cart.order.appointment;

describe('checkout slot picker with capacity', () => {
  beforeEach(() => cartStore.setState({ cart: emptyCart() }));

  it('asks for the chosen day and disables its full slots', async () => {
    const { slots } = renderCheckout(availability());
    await waitFor(() => expect(screen.getByText('10:00 – 11:00 Uhr', { exact: false })).toBeTruthy());
    expect(slots).toHaveBeenCalledWith('b-1', 'takeaway', DAY);
    expect(slotButton('10:00 – 11:00 Uhr').disabled).toBe(true);
    expect(slotButton('10:00 – 11:00 Uhr').textContent).toContain(`(${CAPACITY_TEXTS.full})`);
    expect(slotButton('11:00 – 12:00 Uhr').disabled).toBe(false);
    expect(slotButton('09:00 – 10:00 Uhr').getAttribute('aria-pressed')).toBe('true');
  });

  it('steps over the times of a full slot and picks the first time of a free one', async () => {
    renderCheckout(availability());
    await waitFor(() => expect(slotButton('10:00 – 11:00 Uhr').disabled).toBe(true));
    fireEvent.click(screen.getByLabelText('Minute erhöhen'));
    expect(appointment()).toBe(iso('11:00'));
    fireEvent.click(slotButton('09:00 – 10:00 Uhr'));
    expect(appointment()).toBe(iso('09:00'));
    fireEvent.click(slotButton('11:00 – 12:00 Uhr'));
    expect(appointment()).toBe(iso('11:00'));
  });

  it('shows the pause notice of rush mode', async () => {
    renderCheckout(availability({ paused: true, notice: CAPACITY_TEXTS.paused }));
    expect(await screen.findByText(CAPACITY_TEXTS.paused)).toBeTruthy();
  });

  it('offers every open time when nothing is full', () => {
    expect(freeTimes(['09:55', '10:00', '10:55', '11:00'], DAY, availability(), TZ)).toEqual(['09:55', '11:00']);
    expect(freeTimes(['10:00'], DAY, null, TZ)).toEqual(['10:00']);
  });
});
