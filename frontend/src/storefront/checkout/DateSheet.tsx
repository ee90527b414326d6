import { useEffect, useRef, useState } from 'react';
import { dayLabel, MONTH_NAMES, monthGrid, shiftMonth, WEEKDAYS } from './month-grid';

export interface DateSheetProps {
  /** Id of the trigger button (the field's label points at it). */
  id: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  /** Pickable days (domain availableDates): everything else, past days included, is disabled. */
  dates: ReadonlySet<string>;
  /** Today, 'YYYY-MM-DD' in the shop's time zone: the calendar does not page back before its month. */
  today: string;
  invalid?: boolean;
  /** Element scrolled to the top while the sheet is open, so the sheet never covers it. */
  anchorId: string;
  /** Desktop: the calendar opens as a popup under the field instead of the phone's bottom sheet. */
  popup?: boolean;
  onChange(day: string | null): void;
}

export const DATE_SHEET_TEXTS = { clear: 'Löschen', save: 'Übernehmen', placeholder: 'Datum wählen' };

const display = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const SHEET_TITLE = 'sf-date-sheet-title';

/**
 * The checkout's date picker (spec 2), on phones a full-width bottom sheet with a month calendar (ISO week numbers,
 * Monday first, previous / next month) and clear / save. Not modal: while it is open the page gets
 * room below and scrolls the anchor (the 'Termin' heading) to the top, so the form stays readable. On
 * desktops the same calendar is a popup under the field (issue 17: no antd DatePicker for customers);
 * a click outside closes it.
 */
export function DateSheet({ id, value, dates, today, invalid, anchorId, popup, onChange }: DateSheetProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(value);
  const first = [...dates].sort()[0];
  const [month, setMonth] = useState((value ?? first ?? today).slice(0, 7));
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  const show = () => {
    setPicked(value);
    setMonth((value ?? first ?? today).slice(0, 7));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const focusDay = () =>
      (
        sheet.current?.querySelector<HTMLElement>('[aria-pressed="true"], .sf-date-sheet__day:not(:disabled)') ??
        sheet.current
      )?.focus();
    if (popup) {
      // The whole calendar in view (it opens below the field, maybe below the fold).
      sheet.current?.scrollIntoView?.({ block: 'nearest' });
      focusDay();
      const outside = (event: PointerEvent) => {
        const target = event.target as Node;
        if (!sheet.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
      };
      document.addEventListener('pointerdown', outside);
      return () => document.removeEventListener('pointerdown', outside);
    }
    // Room below the page for the sheet, then the anchor to the top of the viewport.
    const body = document.body.style;
    const padding = body.paddingBottom;
    body.paddingBottom = `${sheet.current?.offsetHeight ?? 0}px`;
    const anchor = document.getElementById(anchorId);
    // Below the sticky header's height: scrolling up shows the header again, and it must not cover 'Termin'.
    const header = document.querySelector('.sf-header')?.getBoundingClientRect().height ?? 0;
    if (anchor) window.scrollTo({ top: anchor.getBoundingClientRect().top + window.scrollY - header - 8 });
    focusDay();
    return () => {
      body.paddingBottom = padding;
    };
  }, [open, anchorId, popup]);

  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const canGoBack = month > today.slice(0, 7);

  return (
    <div className="sf-date-field">
      <button
        ref={trigger}
        id={id}
        type="button"
        className={`sf-date-trigger${invalid ? ' sf-date-trigger--error' : ''}${value ? '' : ' sf-date-trigger--empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        onClick={() => (open ? close() : show())}
      >
        {value ? display(value) : DATE_SHEET_TEXTS.placeholder}
      </button>
      {open && (
        <div
          ref={sheet}
          className={`sf-date-sheet${popup ? ' sf-date-sheet--popup' : ''}`}
          role="dialog"
          aria-modal="false"
          aria-labelledby={SHEET_TITLE}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="sf-date-sheet__head">
            <button
              type="button"
              className="sf-date-sheet__nav"
              aria-label="Vorheriger Monat"
              disabled={!canGoBack}
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              ‹
            </button>
            <h2 id={SHEET_TITLE} className="sf-date-sheet__title" aria-live="polite">
              {MONTH_NAMES[monthNumber - 1]} {year}
            </h2>
            <button
              type="button"
              className="sf-date-sheet__nav"
              aria-label="Nächster Monat"
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              ›
            </button>
          </div>
          <table className="sf-date-sheet__grid">
            <thead>
              <tr>
                <th scope="col">
                  <abbr title="Kalenderwoche">KW</abbr>
                </th>
                {WEEKDAYS.map(([short, long]) => (
                  <th scope="col" key={short}>
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(year, monthNumber).map(({ week, days }) => (
                <tr key={week}>
                  <th scope="row" className="sf-date-sheet__week">
                    {week}
                  </th>
                  {days.map((day, index) => (
                    <td key={day ?? `pad-${index}`}>
                      {day && (
                        <button
                          type="button"
                          className="sf-date-sheet__day"
                          aria-label={dayLabel(day)}
                          aria-pressed={day === picked}
                          disabled={day < today || !dates.has(day)}
                          onClick={() => setPicked(day)}
                        >
                          {Number(day.slice(8, 10))}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="sf-date-sheet__actions">
            <button
              type="button"
              className="sf-button sf-button--ghost"
              onClick={() => {
                onChange(null);
                close();
              }}
            >
              {DATE_SHEET_TEXTS.clear}
            </button>
            <button
              type="button"
              className="sf-button"
              disabled={!picked}
              onClick={() => {
                if (picked !== value) onChange(picked);
                close();
              }}
            >
              {DATE_SHEET_TEXTS.save}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
