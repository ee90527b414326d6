import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { PickupBoard } from './PickupBoard';
import { pickupHub } from './pickup-source';

describe('PickupBoard', () => {
  const original = pickupHub.fetchSnapshot;
  afterEach(() => {
    pickupHub.fetchSnapshot = original;
  });

  it('shows the snapshot, then moves a number to Abholbereit on its event and announces it', async () => {
    pickupHub.fetchSnapshot = async (branchId) => ({
      branchId,
      preparing: [{ number: '17', readyAt: null }],
      ready: [{ number: '12', readyAt: new Date().toISOString() }],
      readyMinutes: 10,
      generatedAt: new Date().toISOString(),
    });
    const speak = jest.fn();
    Object.assign(globalThis, {
      speechSynthesis: { speak },
      SpeechSynthesisUtterance: class {
        lang = '';
        constructor(readonly text: string) {}
      },
    });
    render(<PickupBoard branchId="b1" announce showPreparing readyTtlMs={600_000} />);
    const preparing = screen.getByTestId('pickup-preparing');
    const ready = screen.getByTestId('pickup-ready');
    expect(await within(preparing).findByText('17')).toBeTruthy();
    expect(within(ready).getByText('12')).toBeTruthy();

    act(() => pickupHub.publish({ branchId: 'b1', number: '17', state: 'ready', at: new Date().toISOString() }));
    expect(within(ready).getByText('17').className).toBe('sg-new');
    expect(within(preparing).queryByText('17')).toBeNull();
    expect(speak).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Bestellung Nummer 17 ist abholbereit.' }));

    // Another branch's event does not reach this board.
    act(() => pickupHub.publish({ branchId: 'b2', number: '99', state: 'ready', at: new Date().toISOString() }));
    expect(within(ready).queryByText('99')).toBeNull();
  });
});
