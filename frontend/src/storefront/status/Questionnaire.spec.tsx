// Rating questionnaire (spec 5): four star ratings 1..5 must be set; the comment appears only afterwards.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import type { PublicOrder } from '@bestell/domain';
import type { sendQuestionnaire } from '../../shared/api/orders';
import { Questionnaire } from './Questionnaire';

afterEach(cleanup);

/** Picks `stars` in the rating group labelled `label` (a radio group, each star named '3 Sterne'). */
function rate(label: string, stars: number) {
  const group = screen.getByRole('radiogroup', { name: label });
  fireEvent.click(within(group).getByRole('radio', { name: stars === 1 ? '1 Stern' : `${stars} Sterne` }));
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
