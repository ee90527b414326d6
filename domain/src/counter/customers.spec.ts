import { describe, expect, it } from '@jest/globals';
import { customerKeys } from './customers.js';
import { phoneConfirmationErrors, phoneOrderContact, phonePaymentMethod, phonePaymentsOf } from './phone-order.js';

describe('customerKeys', () => {
  it.each([
    ['+43 664 1234567', '436641234567'],
    ['0664/123 45 67', '436641234567'],
    ['0043 664 1234567', '436641234567'],
    ['12', null],
    ['', null],
  ])('phone %s -> %s', (phone, key) => {
    expect(customerKeys({ phone }).phoneKey).toBe(key);
  });

  it('lower-cases and trims e-mail addresses; blanks and non-addresses give no key', () => {
    expect(customerKeys({ email: ' Maria@Example.AT ' }).emailKey).toBe('maria@example.at');
    expect(customerKeys({ email: '   ' }).emailKey).toBeNull();
    expect(customerKeys({ email: 'keine' }).emailKey).toBeNull();
  });
});

describe('phone payments', () => {
  const branch = { isCashEnabled: true, isATMCardEnabled: false };
  it('maps the answers onto the branch offline methods', () => {
    expect(phonePaymentMethod('cash', branch)).toBe('cash');
    expect(phonePaymentMethod('card', branch)).toBeNull();
    expect(phonePaymentMethod('paid', branch)).toBe('cash');
    expect(phonePaymentMethod('paid', { isATMCardEnabled: true })).toBe('atm-card');
    expect(phonePaymentsOf(branch)).toEqual(['cash', 'paid']);
    expect(phonePaymentsOf({ isMollieEnabled: true })).toEqual([]);
  });
});

describe('phone confirmation', () => {
  const contact = { phone: '+43 664 1234567', email: 'maria@example.at' };
  it('sends the e-mail address only with an e-mail confirmation, the phone always', () => {
    expect(phoneOrderContact('none', contact)).toEqual({ phone: contact.phone, email: '', notificationType: 'email' });
    expect(phoneOrderContact('sms', contact)).toEqual({ phone: contact.phone, email: '', notificationType: 'sms' });
    expect(phoneOrderContact('email', contact)).toEqual({ ...contact, notificationType: 'email' });
  });
  it('needs the address the confirmation goes to', () => {
    expect(phoneConfirmationErrors('sms', { phone: ' ', email: '' })[0]?.field).toBe('phone');
    expect(phoneConfirmationErrors('email', { phone: '1', email: '' })[0]?.field).toBe('email');
    expect(phoneConfirmationErrors('none', { phone: '', email: '' })).toEqual([]);
  });
});
