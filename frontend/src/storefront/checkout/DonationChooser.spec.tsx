// Donation chooser (spec 2, 5 "Other", 8): search over name and description, the spec's no-match text.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { DonationChooser } from './DonationChooser';

afterEach(cleanup);

const donatees = [
  { id: 'd1', name: 'Tafel Wien', description: 'Lebensmittel für Bedürftige' },
  { id: 'd2', name: 'Tierheim', description: 'Hilfe für Hunde und Katzen' },
];

describe('DonationChooser', () => {
  it('filters by name or description and reports when nothing matches', async () => {
    const onChange = jest.fn();
    render(<DonationChooser open donatees={donatees} value={null} onChange={onChange} onClose={() => undefined} />);
    const search = await screen.findByLabelText('Organisation suchen');
    fireEvent.change(search, { target: { value: 'katzen' } });
    expect(screen.queryByText('Tafel Wien')).toBeNull();
    fireEvent.click(screen.getByText('Tierheim'));
    expect(onChange).toHaveBeenCalledWith('d2');
    fireEvent.change(search, { target: { value: 'Feuerwehr' } });
    expect(screen.getByText('Keine passende Organisation gefunden.')).toBeTruthy();
  });
});
