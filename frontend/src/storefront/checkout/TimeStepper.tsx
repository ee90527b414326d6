import { CHECKOUT_TEXTS, type LocalTime, type TimeWindow } from '@bestell/domain';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { stepTime, typedTime, type TimeUnit } from './time-steps';

export interface TimeStepperProps {
  /** Id of the hour field; the minute field gets `${id}-minute`. */
  id: string;
  labelledBy: string;
  /** The day's bookable start times in 5-minute steps (domain timeSlots). */
  slots: readonly LocalTime[];
  /** The day's windows (domain timeWindows), listed below as shortcuts. */
  windows: readonly TimeWindow[];
  value: LocalTime | null;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the message beside the field (the time's error), read with the hour and minute fields. */
  describedBy?: string;
  onChange(time: LocalTime): void;
}

const UNITS: { unit: TimeUnit; label: string; up: string; down: string }[] = [
  { unit: 'hour', label: 'Stunde', up: 'Stunde erhöhen', down: 'Stunde verringern' },
  { unit: 'minute', label: 'Minute', up: 'Minute erhöhen', down: 'Minute verringern' },
];

/**
 * Time picker of spec 2: hour and minute fields with up/down buttons (arrow keys work too) in 5-minute
 * granularity over the day's slots, and the day's available windows as buttons picking their start. A typed
 * time is kept as typed, inside the hours or not (issue 40 item 3): the checkout says when it is refused.
 */
export function TimeStepper(props: TimeStepperProps) {
  const { id, labelledBy, slots, windows, value, disabled, invalid, describedBy, onChange } = props;
  const [text, setText] = useState({ hour: value?.slice(0, 2) ?? '', minute: value?.slice(3, 5) ?? '' });
  useEffect(() => setText({ hour: value?.slice(0, 2) ?? '', minute: value?.slice(3, 5) ?? '' }), [value]);
  const off = disabled || slots.length === 0;

  const step = (unit: TimeUnit, direction: 1 | -1) => {
    const next = stepTime(slots, value, unit, direction);
    if (next) onChange(next);
  };
  const commit = () => {
    const typed = typedTime(text.hour, text.minute);
    if (typed && typed !== value) onChange(typed);
    else setText({ hour: value?.slice(0, 2) ?? '', minute: value?.slice(3, 5) ?? '' });
  };
  const onKey = (unit: TimeUnit) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(unit, event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div className="sf-time">
      <div
        className={`sf-time__fields${invalid ? ' sf-time__fields--error' : ''}`}
        role="group"
        aria-labelledby={labelledBy}
      >
        {UNITS.map(({ unit, label, up, down }, index) => (
          <div className="sf-time__unit" key={unit}>
            {index === 1 && (
              <span className="sf-time__colon" aria-hidden="true">
                :
              </span>
            )}
            <div className="sf-time__column">
              <button
                type="button"
                className="sf-time__button"
                aria-label={up}
                disabled={off || (value !== null && !stepTime(slots, value, unit, 1))}
                onClick={() => step(unit, 1)}
              >
                <span aria-hidden="true">▲</span>
              </button>
              <input
                id={unit === 'hour' ? id : `${id}-${unit}`}
                className="sf-time__input"
                aria-label={label}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={describedBy}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder="--"
                disabled={off}
                value={text[unit]}
                onChange={(event) => setText({ ...text, [unit]: event.target.value.replace(/\D/g, '') })}
                onBlur={commit}
                onKeyDown={onKey(unit)}
              />
              <button
                type="button"
                className="sf-time__button"
                aria-label={down}
                disabled={off || (value !== null && !stepTime(slots, value, unit, -1))}
                onClick={() => step(unit, -1)}
              >
                <span aria-hidden="true">▼</span>
              </button>
            </div>
          </div>
        ))}
        <span className="sf-time__suffix">Uhr</span>
      </div>
      {!disabled &&
        (windows.length > 0 ? (
          <div className="sf-time__windows">
            <span className="sf-note">Verfügbar:</span>
            <ul>
              {windows.map((window) => (
                <li key={window.from}>
                  <button
                    type="button"
                    className="sf-time__window"
                    aria-pressed={!!value && value >= window.from && value < window.to}
                    onClick={() => onChange(window.from)}
                  >
                    {window.from} – {window.to} Uhr
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="sf-note">{CHECKOUT_TEXTS.noSlotsOnDay}</p>
        ))}
    </div>
  );
}
