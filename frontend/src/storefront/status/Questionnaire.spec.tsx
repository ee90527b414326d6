// Rating questionnaire (spec 5): four star ratings 1..5 must be set; the comment appears only afterwards.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import type { PublicOrder } from '@bestell/domain';
import type { sendQuestionnaire } from '../../shared/api/orders';
import { Questionnaire } from './Questionnaire';

afterEach(cleanup);

/** Clicks the n-th star (1-based) of the rating row labelled `label`. */
function rate(label: string, stars: number) {
  const row = screen.getByText(label).closest('.sf-st-rating__row')!;
  const star = row.querySelectorAll('.ant-rate-star > div')[stars - 1]!;
  fireEvent.click(star);
}

describe('Questionnaire (spec 5)', () => {
  it('shows the comment and enables sending only after all four ratings', async () => {
    const send = jest.fn<typeof sendQuestionnaire>(async () => ({}) as PublicOrder);
    const onSent = jest.fn();
    render(<Questionnaire uid="u" hash="h" onSent={onSent} onDismiss={() => undefined} send={send} />);
    const submit = () => screen.getByRole('button', { name: 'Bewertung senden' }) as HTMLButtonElement;
    rate('Gesamteindruck', 5);
    rate('Essen', 4);
    rate('Service', 3);
    expect(screen.queryByLabelText('Kommentar')).toBeNull();
    expect(submit().disabled).toBe(true);
    rate('Bestellablauf', 2);
    fireEvent.change(screen.getByLabelText('Kommentar'), { target: { value: 'Sehr gut' } });
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('u', 'h', {
      rating: 5,
      foodRating: 4,
      serviceRating: 3,
      processRating: 2,
      comment: 'Sehr gut',
    });
  });
});
