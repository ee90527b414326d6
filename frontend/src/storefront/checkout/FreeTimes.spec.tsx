// Times at the checkout (issue 40 item 3, issue 21): a typed time is never moved, a time outside the
// hours or inside a full slot keeps its reason beside the field, 'Freie Uhrzeiten' offers the day's free
// times with capacity, and the rush-mode pause notice shows.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CAPACITY_TEXTS, CHECKOUT_TEXTS, type SlotAvailability, zonedInstant } from '@bestell/domain';
import { MemoryRouter } from 'react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import type { PlacedOrder } from '@bestell/domain';
import type { ApiBranch, ApiProduct, ShopConfig } from '../../shared/api/types';
import { cartStore, emptyCart } from '../../shared/cart/store';
import { CheckoutView } from './CheckoutView';
import { freeTimes, type SlotLoader } from './slot-availability';

afterEach(cleanup);

const TZ = 'Europe/Vienna';
const DAY = '2026-03-11';
const iso = (time: string, day = DAY) => zonedInstant(day, time, TZ).toISOString();
const branchWith = (to: string) =>
  ({
    id: 'b-1',
    identifier: 'wien',
    name: 'Filiale Wien',
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to }],
    isTakeawayEnabled: true,
    isCashEnabled: true,
    isPreorderEnabled: true,
    deliveryAreas: [],
  }) as unknown as ApiBranch;
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
const NOTHING_FULL: SlotAvailability = { slots: [], paused: false, notice: null, leadMinutes: 0 };

function renderCheckout(answer: SlotAvailability, { appointment = iso('09:55'), to = '18:00' } = {}) {
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
        branch={branchWith(to)}
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

const appointment = () => cartStore.getState().cart.order.appointment;
const freeList = () => within(screen.getByRole('group', { name: 'Freie Uhrzeiten' }));
const freeNames = () =>
  freeList()
    .getAllByRole('button')
    .map((button) => button.textContent);
const hour = () => screen.getByRole('textbox', { name: 'Stunde' }) as HTMLInputElement;
const minute = () => screen.getByRole('textbox', { name: 'Minute' }) as HTMLInputElement;
const message = () => document.getElementById('co-appointment-message')!.textContent;
// The slot loader's answer arrives in a microtask (a transition update): let it land inside act.
const settle = () => act(async () => undefined);
const typeTime = (h: string, m: string) => {
  fireEvent.change(hour(), { target: { value: h } });
  fireEvent.change(minute(), { target: { value: m } });
  fireEvent.blur(minute());
};

describe('checkout times (issue 40 item 3): never moved in silence', () => {
  beforeEach(() => cartStore.setState({ cart: emptyCart() }));

  it('keeps a typed 20:00 outside the hours, says why, and a free time from the list clears it', async () => {
    const { slots } = renderCheckout(NOTHING_FULL, { to: '18:30' });
    await waitFor(() => expect(slots).toHaveBeenCalledWith('b-1', 'takeaway', DAY));
    await settle();
    typeTime('20', '00');
    expect(`${hour().value}:${minute().value}`).toBe('20:00');
    expect(appointment()).toBe(iso('20:00'));
    expect(message()).toBe(CHECKOUT_TEXTS.appointmentClosed);
    expect(hour().getAttribute('aria-invalid')).toBe('true');
    expect(hour().getAttribute('aria-describedby')).toBe('co-appointment-message');
    expect(document.getElementById('co-appointment-day')!.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('co-missing')?.textContent).toContain(CHECKOUT_TEXTS.appointmentClosed);
    // 08:00 - 18:30 is listed in half hours: 21 buttons, none after closing.
    expect(freeNames()).toHaveLength(21);
    expect(freeNames().at(-1)).toBe('18:00');

    fireEvent.click(freeList().getByRole('button', { name: '17:30' }));
    expect(appointment()).toBe(iso('17:30'));
    expect(`${hour().value}:${minute().value}`).toBe('17:30');
    expect(message()).toBe('');
    expect(hour().getAttribute('aria-invalid')).toBeNull();
    expect(freeList().getByRole('button', { name: '17:30' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.getElementById('co-missing')?.textContent ?? '').not.toContain(CHECKOUT_TEXTS.appointmentClosed);
  });

  it('keeps the time when another day is picked', async () => {
    const { slots } = renderCheckout(NOTHING_FULL, { appointment: iso('20:00'), to: '18:30' });
    await settle();
    fireEvent.click(document.getElementById('co-appointment-day')!);
    fireEvent.click(screen.getByRole('button', { name: '12. März 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(slots).toHaveBeenCalledWith('b-1', 'takeaway', '2026-03-12'));
    await settle();
    expect(appointment()).toBe(iso('20:00', '2026-03-12'));
    expect(message()).toBe(CHECKOUT_TEXTS.appointmentClosed);
  });
});

describe('checkout times with slot capacity (issue 21)', () => {
  beforeEach(() => cartStore.setState({ cart: emptyCart() }));

  it('asks for the chosen day, leaves the full slot out of the free times and names it', async () => {
    const { slots } = renderCheckout(availability());
    await waitFor(() => expect(screen.getByText(`10:00 – 11:00 Uhr ${CAPACITY_TEXTS.full}`)).toBeTruthy());
    expect(slots).toHaveBeenCalledWith('b-1', 'takeaway', DAY);
    expect(freeNames()).toEqual(
      ['08:00', '08:30', '09:00', '09:30', '11:00', '11:30'].concat(
        ['12', '13', '14', '15', '16', '17'].flatMap((h) => [`${h}:00`, `${h}:30`]),
      ),
    );
  });

  it('steps over the times of a full slot; a typed time inside one stays and is refused until another is picked', async () => {
    renderCheckout(availability());
    await waitFor(() => expect(freeNames()).not.toContain('10:00'));
    fireEvent.click(screen.getByLabelText('Minute erhöhen'));
    expect(appointment()).toBe(iso('11:00'));
    typeTime('10', '15');
    expect(appointment()).toBe(iso('10:15'));
    expect(message()).toBe(CAPACITY_TEXTS.slotFull);
    expect(minute().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(freeList().getByRole('button', { name: '11:30' }));
    expect(appointment()).toBe(iso('11:30'));
    expect(message()).toBe('');
  });

  it('shows the pause notice of rush mode', async () => {
    renderCheckout(availability({ paused: true, notice: CAPACITY_TEXTS.paused }));
    expect(await screen.findByText(CAPACITY_TEXTS.paused)).toBeTruthy();
  });

  it('offers every open time to the stepper when nothing is full', () => {
    expect(freeTimes(['09:55', '10:00', '10:55', '11:00'], DAY, availability(), TZ)).toEqual(['09:55', '11:00']);
    expect(freeTimes(['10:00'], DAY, null, TZ)).toEqual(['10:00']);
  });
});
