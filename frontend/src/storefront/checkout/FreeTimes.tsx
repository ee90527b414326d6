import { CAPACITY_TEXTS, type LocalTime, type SlotView, zonedParts } from '@bestell/domain';

export const FREE_TIMES_TITLE = 'Freie Uhrzeiten';

export interface FreeTimesProps {
  /** The chosen day's free times (domain freeTimeList over the day's windows and full slots). */
  times: readonly LocalTime[];
  /** The day's capacity slots (GET /api/branches/{id}/slots): the full ones are named below the list. */
  capacitySlots: readonly SlotView[];
  tz: string;
  /** The chosen time, to mark its button. */
  value: LocalTime | null;
  onPick(time: LocalTime): void;
}

/**
 * 'Freie Uhrzeiten' (issue 40 item 3): the chosen day's free times as buttons, as Toast and Lieferando
 * list them; a tap sets the time. Full capacity slots (issue 21) are left out and named as 'ausgebucht'.
 */
export function FreeTimes({ times, capacitySlots, tz, value, onPick }: FreeTimesProps) {
  if (times.length === 0) return null;
  const local = (iso: string) => zonedParts(iso, tz).time;
  const full = capacitySlots.filter((slot) => slot.full);
  return (
    <div className="sf-co-free" role="group" aria-labelledby="co-free-times-title">
      <span className="sf-field__label" id="co-free-times-title">
        {FREE_TIMES_TITLE}
      </span>
      <ul className="sf-co-free__list">
        {times.map((time) => (
          <li key={time}>
            <button
              type="button"
              className="sf-time__window sf-co-free__time"
              aria-pressed={time === value}
              onClick={() => onPick(time)}
            >
              {time}
            </button>
          </li>
        ))}
      </ul>
      {full.length > 0 && (
        <p className="sf-note sf-co-free__full">
          {full.map((slot) => `${local(slot.start)} – ${local(slot.end)} Uhr`).join(', ')} {CAPACITY_TEXTS.full}
        </p>
      )}
    </div>
  );
}
