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

  it("shows a donatee's image beside its name", async () => {
    const withImage = [
      { ...donatees[0]!, image: { id: 'tafel', version: 1, extension: 'png', width: 400, height: 400 } },
      donatees[1]!,
    ];
    render(
      <DonationChooser open donatees={withImage} value={null} onChange={() => undefined} onClose={() => undefined} />,
    );
    await screen.findByLabelText('Organisation suchen');
    const images = document.querySelectorAll('.sf-co-donatee__image img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('srcset')).toContain('/image/thumbnail/tafel-1.png 128w');
    expect(images[0]!.getAttribute('sizes')).toBe('48px');
  });
});
