// The storefront's light UI kit (issue 17 item 2): dialog close paths, the toast's lifetime, the
// native select's value, the star rating's radio semantics and the link's navigation.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '../../test/render';
import { MemoryRouter, useLocation } from 'react-router';
import { Dialog } from './Dialog';
import { Select } from './fields';
import { Link } from './Link';
import { Rate } from './Rate';
import { useToast } from './toast';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('Dialog', () => {
  it('is a labelled dialog; Escape, the close button and the backdrop close it', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Allergene: Brot" onClose={onClose}>
        <p>Gluten</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Allergene: Brot' });
    fireEvent.keyDown(within(dialog).getByText('Gluten'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    fireEvent.click(dialog);
    fireEvent.click(within(dialog).getByText('Gluten'));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(document.documentElement.classList.contains('sf-dialog-open')).toBe(true);
    cleanup();
    expect(document.documentElement.classList.contains('sf-dialog-open')).toBe(false);
  });

  it('cannot be closed while it is not closable (a request still running)', () => {
    const onClose = jest.fn();
    render(
      <Dialog label="Wird verarbeitet..." closable={false} onClose={onClose}>
        <p>Wird verarbeitet...</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wird verarbeitet...' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog);
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useToast', () => {
  function Host() {
    const [toast, holder] = useToast();
    return (
      <>
        {holder}
        <button type="button" onClick={() => toast.success('Produkt zum Warenkorb hinzugefügt.')}>
          add
        </button>
        <button type="button" onClick={() => toast.destroy()}>
          clear
        </button>
      </>
    );
  }

  it('announces the notice politely and removes it after 3 seconds, or at once on destroy', () => {
    jest.useFakeTimers();
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByRole('status').textContent).toContain('Produkt zum Warenkorb hinzugefügt.');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toContain('hinzugefügt');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Select', () => {
  it('is a native select with the placeholder until a value is chosen', () => {
    const onChange = jest.fn();
    render(
      <label>
        Tisch
        <Select
          value={null}
          placeholder="Tisch wählen"
          options={[
            { value: 't1', label: 'Tisch 1' },
            { value: 't2', label: 'Tisch 2' },
          ]}
          onChange={onChange}
        />
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Tisch' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Tisch wählen');
    fireEvent.change(select, { target: { value: 't2' } });
    expect(onChange).toHaveBeenCalledWith('t2');
  });
});

describe('Rate', () => {
  it('offers five named stars as radios; choosing the chosen star again clears it', () => {
    const onChange = jest.fn();
    render(
      <>
        <span id="label">Essen</span>
        <Rate aria-labelledby="label" value={3} onChange={onChange} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Essen' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 Stern',
      '2 Sterne',
      '3 Sterne',
      '4 Sterne',
      '5 Sterne',
    ]);
    expect((stars[2] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(stars[4]!);
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.click(stars[2]!);
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});

describe('Link', () => {
  function Where() {
    return <output>{useLocation().pathname}</output>;
  }

  it('navigates in the app on a click, runs its own onClick first, and leaves other sites to the browser', () => {
    const onClick = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/store/wien" className="sf-link" onClick={onClick}>
          Wien
        </Link>
        <Link to="https://example.org/agb">AGB</Link>
        <Where />
      </MemoryRouter>,
    );
    const wien = screen.getByRole('link', { name: 'Wien' });
    expect(wien.getAttribute('href')).toBe('/store/wien');
    expect(wien.className).toBe('sf-link');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('https://example.org/agb');
    fireEvent.click(wien);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/store/wien');
  });

  it('does not navigate when its onClick prevented the default', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/kontakt" onClick={(event) => event.preventDefault()}>
          Kontakt
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
