import { describe, expect, it } from '@jest/globals';
import type { CartLine } from '../../shared/cart/store';
import type { CustomerView } from '@bestell/domain';
import { chooseSlot, customerFromView, emptyCustomer, phoneOrderBody, type PhoneOrderDraft } from './phone-order';

const line = {
  product: { id: 'p1', uid: 'l1', name: 'Pizza', price: '11.00' },
  amount: 2,
  unit: 'piece',
  parts: [{ name: 'Groß', value: '12.90' }],
} as unknown as CartLine;

const draft = (patch: Partial<PhoneOrderDraft> = {}): PhoneOrderDraft => ({
  customer: { ...emptyCustomer(), firstName: ' Franz ', lastName: 'Anrufer', phone: '0664 5550001', email: 'f@x.at' },
  orderType: 'takeaway',
  appointment: null,
  overrideCapacity: false,
  lines: [line],
  payment: 'cash',
  confirmation: 'sms',
  comment: '',
  deliveryArea: null,
  table: null,
  ...patch,
});

describe('phoneOrderBody', () => {
  it('is the web order form plus payment, confirmation and override, items by product id', () => {
    const body = phoneOrderBody(draft(), 'b1');
    expect(body).toMatchObject({
      branch: { id: 'b1' },
      firstName: 'Franz',
      phone: '0664 5550001',
      isDelivery: false,
      isDineIn: false,
      payment: 'cash',
      confirmation: 'sms',
      overrideCapacity: false,
      items: [{ product: { id: 'p1' }, amount: 2, unit: 'piece', parts: [{ name: 'Groß', value: '12.90' }] }],
    });
    expect(body.street).toBeUndefined();
  });

  it('sends the address with deliveries and the area only there', () => {
    const customer = { ...draft().customer, street: 'Hauptstraße 1', zipCode: '1010', city: 'Wien' };
    const body = phoneOrderBody(draft({ orderType: 'delivery', deliveryArea: 'Zone A', customer }), 'b1');
    expect(body).toMatchObject({ isDelivery: true, street: 'Hauptstraße 1', deliveryArea: 'Zone A' });
    expect(phoneOrderBody(draft({ deliveryArea: 'Zone A' }), 'b1').deliveryArea).toBeNull();
  });
});

describe('chooseSlot', () => {
  it('books a full slot with the staff override', () => {
    const slot = { start: '2026-11-25T11:00:00.000Z', end: '2026-11-25T11:15:00.000Z', remaining: {} };
    expect(chooseSlot({ ...slot, full: true } as never)).toEqual({ appointment: slot.start, overrideCapacity: true });
    expect(chooseSlot({ ...slot, full: false } as never).overrideCapacity).toBe(false);
  });
});

describe('customerFromView', () => {
  const view = (phone: string) => ({ ...emptyCustomer(), firstName: 'Eva', phone }) as unknown as CustomerView;

  it('shows the stored E.164 number grouped, as staff read it out (issue 40 item 2)', () => {
    expect(customerFromView(view('+436649988776')).phone).toBe('+43 664 9988776');
  });

  it('keeps a number it cannot read as it was stored', () => {
    expect(customerFromView(view('066412')).phone).toBe('066412');
    expect(customerFromView(view('')).phone).toBe('');
  });
});
