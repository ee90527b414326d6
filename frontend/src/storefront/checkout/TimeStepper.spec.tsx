// Time picker (spec 2): up/down buttons for hour and minute, typed values kept as typed (issue 40 item 3),
// the day's windows as buttons, the no-slots text.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { TimeWindow } from '@bestell/domain';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { useState } from 'react';
import { TimeStepper } from './TimeStepper';

afterEach(cleanup);

const slots = [8, 14].flatMap((hour) =>
  Array.from({ length: 12 }, (_, i) => `${String(hour).padStart(2, '0')}:${String(i * 5).padStart(2, '0')}`),
);
const windows = [
  { from: '08:00', to: '09:00' },
  { from: '14:00', to: '15:00' },
] as TimeWindow[];

function Harness({
  initial = null,
  invalid,
  onChange,
}: {
  initial?: string | null;
  invalid?: boolean;
  onChange?: (time: string) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <span id="label">Uhrzeit</span>
      <TimeStepper
        id="time"
        labelledBy="label"
        slots={slots}
        windows={windows}
        value={value}
        invalid={invalid}
        describedBy="message"
        onChange={(time) => {
          setValue(time);
          onChange?.(time);
        }}
      />
    </>
  );
}

const hour = () => screen.getByRole('textbox', { name: 'Stunde' }) as HTMLInputElement;
const minute = () => screen.getByRole('textbox', { name: 'Minute' }) as HTMLInputElement;
const shown = () => `${hour().value}:${minute().value}`;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('TimeStepper (spec 2 time picker)', () => {
  it('steps hour and minute in 5-minute slots and disables buttons at the ends', () => {
    render(<Harness initial="08:50" />);
    expect(screen.getByRole('group', { name: 'Uhrzeit' })).toBeTruthy();
    press('Minute erhöhen');
    expect(shown()).toBe('08:55');
    press('Minute erhöhen');
    expect(shown()).toBe('14:00');
    press('Minute verringern');
    expect(shown()).toBe('08:55');
    press('Stunde erhöhen');
    expect(shown()).toBe('14:00');
    expect((screen.getByRole('button', { name: 'Stunde erhöhen' }) as HTMLButtonElement).disabled).toBe(true);
    press('Stunde verringern');
    expect(shown()).toBe('08:55');
  });

  it('takes typed values as typed, on Enter and on leaving the field; no time of day is dropped', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(shown()).toBe(':');
    fireEvent.change(hour(), { target: { value: '8' } });
    fireEvent.keyDown(hour(), { key: 'Enter' });
    expect(shown()).toBe('08:00');
    fireEvent.change(minute(), { target: { value: '32' } });
    fireEvent.blur(minute());
    expect(shown()).toBe('08:32');
    fireEvent.change(hour(), { target: { value: '99' } });
    fireEvent.blur(hour());
    expect(shown()).toBe('08:32');
    fireEvent.keyDown(minute(), { key: 'ArrowUp' });
    expect(shown()).toBe('08:35');
    expect(onChange.mock.calls.map(([time]) => time)).toEqual(['08:00', '08:32', '08:35']);
  });

  it('keeps a typed time outside the slots (issue 40 item 3: never moved in silence)', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} invalid />);
    fireEvent.change(hour(), { target: { value: '20' } });
    fireEvent.change(minute(), { target: { value: '00' } });
    fireEvent.blur(minute());
    expect(shown()).toBe('20:00');
    expect(onChange).toHaveBeenLastCalledWith('20:00');
    for (const field of [hour(), minute()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe('message');
    }
    // Stepping from there is the customer's own move: down to the last slot before, none after.
    expect((screen.getByRole('button', { name: 'Minute erhöhen' }) as HTMLButtonElement).disabled).toBe(true);
    press('Minute verringern');
    expect(shown()).toBe('14:55');
  });

  it("lists the day's windows and picks a window's start", () => {
    render(<Harness />);
    expect(screen.getByText('Verfügbar:')).toBeTruthy();
    press('14:00 – 15:00 Uhr');
    expect(shown()).toBe('14:00');
    expect(screen.getByRole('button', { name: '14:00 – 15:00 Uhr' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '08:00 – 09:00 Uhr' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the day has no slots', () => {
    render(<TimeStepper id="t" labelledBy="x" slots={[]} windows={[]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Zum ausgewählten Tag sind keine Termine verfügbar.')).toBeTruthy();
    expect(hour().disabled).toBe(true);
  });
});
