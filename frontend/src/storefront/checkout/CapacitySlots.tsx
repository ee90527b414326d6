import { CAPACITY_TEXTS, type LocalTime, type SlotView, zonedParts } from '@bestell/domain';

export interface CapacitySlotsProps {
  /** The day's capacity slots (GET /api/branches/{id}/slots). */
  slots: readonly SlotView[];
  tz: string;
  /** The chosen time of this day, to mark its slot. */
  value: LocalTime | null;
  /** Picks the first free time of a slot. */
  onPick(slot: SlotView): void;
}

/**
 * The branch's time slots of the chosen day (issue 21): full ones are shown but disabled with
 * 'ausgebucht'; a free one picks its first time.
 */
export function CapacitySlots({ slots, tz, value, onPick }: CapacitySlotsProps) {
  if (slots.length === 0) return null;
  const local = (iso: string) => zonedParts(iso, tz).time;
  return (
    <div className="sf-time__windows sf-co-slots">
      <span className="sf-note">Zeitfenster:</span>
      <ul>
        {slots.map((slot) => {
          const from = local(slot.start);
          const to = local(slot.end);
          return (
            <li key={slot.start}>
              <button
                type="button"
                className={`sf-time__window${slot.full ? ' sf-co-slots__full' : ''}`}
                disabled={slot.full}
                aria-pressed={!!value && value >= from && (value < to || to === '00:00')}
                onClick={() => onPick(slot)}
              >
                {from} – {to} Uhr{slot.full ? ` (${CAPACITY_TEXTS.full})` : ''}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
