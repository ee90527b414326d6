// Add-to-cart notifications of the shop variant (spec 2, 9): 5 seconds each; the 'Jetzt bestellen' link
// stays until every notification has expired.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { activeNotices, NOTIFICATION_MS, pushNotice, useNotices } from './notifications';
import { ShopNotifications } from './ShopNotifications';

function Harness() {
  const { notices, push } = useNotices();
  return (
    <MemoryRouter>
      <button type="button" onClick={() => push('Produkt zum Warenkorb hinzugefügt.')}>
        add
      </button>
      <ShopNotifications notices={notices} checkoutPath="/shop/wien/checkout" />
    </MemoryRouter>
  );
}

const messages = () => screen.queryAllByText('Produkt zum Warenkorb hinzugefügt.').length;
const orderNow = () => screen.queryByRole('link', { name: 'Jetzt bestellen' });
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('shop notifications (spec 2, 9)', () => {
  it('expires after 5 seconds by the pure helpers', () => {
    const list = pushNotice([], 'a', 1_000);
    expect(NOTIFICATION_MS).toBe(5_000);
    expect(activeNotices(list, 5_999)).toHaveLength(1);
    expect(activeNotices(list, 6_000)).toHaveLength(0);
  });

  it('shows each notification for 5 s and keeps Jetzt bestellen until the last one expires', () => {
    render(<Harness />);
    expect(orderNow()).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();

    fireEvent.click(screen.getByText('add'));
    expect(messages()).toBe(1);
    expect(orderNow()?.getAttribute('href')).toBe('/shop/wien/checkout');

    advance(3_000);
    fireEvent.click(screen.getByText('add'));
    expect(messages()).toBe(2);

    advance(2_100); // the first expired at 5 s, the second is 2.1 s old
    expect(messages()).toBe(1);
    expect(orderNow()).not.toBeNull();

    advance(2_800); // 4.9 s: still there
    expect(orderNow()).not.toBeNull();
    advance(200);
    expect(messages()).toBe(0);
    expect(orderNow()).toBeNull();
  });
});
