// Issue 16 item 1: the phone's date sheet: month calendar with ISO weeks, Monday first, only the
// domain's available days pickable (past days never), clear and save.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '../../test/render';
import { DateSheet } from './DateSheet';

afterEach(cleanup);

const setup = (value: string | null = null) => {
  const onChange = jest.fn<(day: string | null) => void>();
  render(
    <>
      <h2 id="anchor">Termin</h2>
      <DateSheet
        id="day"
        value={value}
        dates={new Set(['2026-06-10', '2026-06-12', '2026-07-01'])}
        today="2026-06-09"
        anchorId="anchor"
        onChange={onChange}
      />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: value ? '12.06.2026' : 'Datum wählen' }));
  return { onChange, sheet: screen.getByRole('dialog', { name: 'Juni 2026' }) };
};

describe('DateSheet', () => {
  it('shows a Monday-first month with ISO week numbers; only available days are enabled', () => {
    const { sheet } = setup();
    const headers = within(sheet)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(
      within(sheet)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['23', '24', '25', '26', '27']);
    const day = (label: string) => within(sheet).getByRole('button', { name: label }) as HTMLButtonElement;
    expect(day('10. Juni 2026').disabled).toBe(false);
    expect(day('11. Juni 2026').disabled).toBe(true); // not available
    expect(day('8. Juni 2026').disabled).toBe(true); // past
    expect((within(sheet).getByRole('button', { name: 'Vorheriger Monat' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(sheet).getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the picked day only on "Übernehmen", across months', () => {
    const { onChange, sheet } = setup();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('dialog', { name: 'Juli 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1. Juli 2026' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '1. Juli 2026' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onChange).toHaveBeenCalledWith('2026-07-01');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Löschen" clears the day; Escape closes without a change', () => {
    const { onChange } = setup('2026-06-12');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '12.06.2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
