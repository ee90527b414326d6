import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { StaffOrder } from '@bestell/domain';
import { cleanup, render, screen } from '../../test/render';
import { FrontdeskOrderCard } from './FrontdeskOrderCard';

afterEach(cleanup);

const order = (extra: Partial<StaffOrder> = {}) =>
  ({
    id: 'o1',
    uid: 'u1',
    hash: 'h',
    version: 1,
    ticketNumber: 17,
    status: 'waitingForConfirmation',
    branch: { id: 'b1' },
    isDelivery: false,
    isDineIn: false,
    isPaid: false,
    isApproximate: false,
    paymentMethod: 'cash',
    firstName: 'Eva',
    lastName: 'Muster',
    appointment: null,
    tableIdentifier: null,
    totalGross: '12.50',
    items: [],
    enteredBy: null,
    channel: 'web',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...extra,
  }) as unknown as StaffOrder;

const card = (o: StaffOrder) =>
  render(
    <ul>
      <FrontdeskOrderCard
        order={o}
        minutes={1}
        level="fresh"
        missed={false}
        isNew={false}
        selected={false}
        onSelect={jest.fn()}
      />
    </ul>,
  );

// Issue 37 item 4: a test order's number is 0; the frontdesk card shows TEST and the 'Testbestellung' tag.
describe('FrontdeskOrderCard: test orders', () => {
  it('shows #TEST and the Testbestellung tag instead of ticket number 0', () => {
    const { container } = card(order({ isTest: true, ticketNumber: 0 }));
    expect(container.querySelector('.bo-frontdesk-ticket')!.textContent).toBe('#TEST');
    expect(screen.getByText('Testbestellung')).toBeTruthy();
    expect(container.textContent).not.toContain('#0');
  });

  it('shows the ticket number and no test tag on a real order', () => {
    const { container } = card(order({ isTest: false }));
    expect(container.querySelector('.bo-frontdesk-ticket')!.textContent).toBe('#17');
    expect(screen.queryByText('Testbestellung')).toBeNull();
  });
});
