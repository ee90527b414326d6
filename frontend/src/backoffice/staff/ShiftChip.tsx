// One shift in the week plan or the phone's day list (issue 18 item 6): times, break, draft state, note.
import { dayLabel } from './ShiftForm';
import type { ShiftView } from './staff-api';
import { localTime, shiftDay } from './week-grid';

export function ShiftChip({
  shift,
  dragging,
  onPointerDown,
  onOpen,
}: {
  shift: ShiftView;
  dragging: boolean;
  onPointerDown?: (e: React.PointerEvent, shift: ShiftView) => void;
  onOpen: (shift: ShiftView) => void;
}) {
  const times = `${localTime(shift.start)}–${localTime(shift.end)}`;
  return (
    <button
      type="button"
      className={`staff-shift${shift.isPublished ? '' : ' staff-shift-draft'}${dragging ? ' staff-shift-dragging' : ''}`}
      onPointerDown={onPointerDown ? (e) => onPointerDown(e, shift) : undefined}
      onClick={() => onOpen(shift)}
    >
      {/* The name is the visible text; who and which day are for screen readers (the row and column say it). */}
      <span className="staff-sr-only">
        {shift.user.name}, {dayLabel(shiftDay(shift))}:{' '}
      </span>
      <span className="staff-shift-time">{times}</span>{' '}
      <span className="staff-shift-meta">
        {shift.breakMinutes ? `Pause ${shift.breakMinutes} min` : 'ohne Pause'}
        {shift.isPublished ? '' : ' · Entwurf'}
      </span>
      {shift.note && <span className="staff-shift-note"> {shift.note}</span>}
    </button>
  );
}
