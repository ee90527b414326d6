// Issue 40 item 2: the order body carries the phone in E.164, whatever spelling the field shows.
import { describe, expect, it } from '@jest/globals';
import type { Branch } from '@bestell/domain';
import { emptyCart } from '../../shared/cart/store';
import { initialFields, orderPayload } from './checkout-form';

const branch: Branch = { id: 'b-1', name: 'Filiale Wien', openingHours: [], isCashEnabled: true };

describe('orderPayload: phone', () => {
  it.each([
    ['+43 664 1234567', 'AT', '+436641234567'],
    ['0664 1234567', 'AT', '+436641234567'],
    ['0151 12345678', 'DE', '+4915112345678'],
    ['', 'AT', ''],
  ] as const)('%p at a branch in %s is sent as %p', (phone, country, sent) => {
    const fields = { ...initialFields(branch), phone };
    expect(orderPayload(fields, emptyCart(), 'b-1', null, [], country).phone).toBe(sent);
  });

  it('reads national numbers as Austrian without a country', () => {
    const fields = { ...initialFields(branch), phone: '0664 1234567' };
    expect(orderPayload(fields, emptyCart(), 'b-1', null, []).phone).toBe('+436641234567');
  });
});
