// The week plan's two views (issue 18 item 6): the grid (rows are people, columns Monday to Sunday, with
// drag targets) and, on phones, one day's list.
import { Button, Segmented } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { addDays, formatHours } from '@bestell/domain';
import { ShiftChip } from './ShiftChip';
import { dayLabel } from './ShiftForm';
import type { ShiftView } from './staff-api';
import type { Drag } from './use-shift-drag';
import { cellKey, draggedDays, plannedMinutes, todayInVienna } from './week-grid';

export const weekTitle = (start: string) =>
  `${dayjs(start).locale('de').format('DD.MM.')} – ${dayjs(addDays(start, 6)).locale('de').format('DD.MM.YYYY')}`;

interface Person {
  id: string;
  name: string;
}

export interface WeekGridProps {
  weekStart: string;
  days: string[];
  people: Person[];
  weekShifts: ShiftView[];
  cells: ReadonlyMap<string, ShiftView[]>;
  drag: Drag | null;
  startCreate(e: React.PointerEvent, userId: string, date: string): void;
  startMove(e: React.PointerEvent, shift: ShiftView): void;
  open(shift: ShiftView): void;
  onAdd(userId: string, date: string): void;
}

export function WeekGrid({ weekStart, days, people, weekShifts, cells, drag, ...actions }: WeekGridProps) {
  const { startCreate, startMove, open, onAdd } = actions;
  const creating = drag?.kind === 'create' ? new Set(draggedDays(days, drag.anchor, drag.current)) : null;
  const target = drag?.kind === 'move' && drag.over ? cellKey(drag.over.userId, drag.over.date) : null;
  const today = todayInVienna();
  return (
    <div className="staff-week-scroll">
      <div className="staff-week" role="grid" aria-label={`Wochenplan ${weekTitle(weekStart)}`}>
        <div role="row" className="staff-week-row staff-week-head">
          <div role="columnheader" className="staff-week-person">
            Mitarbeiter:in
          </div>
          {days.map((d) => (
            <div role="columnheader" key={d} className={`staff-week-day${d === today ? ' staff-today' : ''}`}>
              {dayLabel(d)}
            </div>
          ))}
        </div>
        {people.map((person) => {
          const minutes = weekShifts
            .filter((s) => s.user.id === person.id)
            .reduce((sum, s) => sum + plannedMinutes(s), 0);
          return (
            <div role="row" key={person.id} className="staff-week-row">
              <div role="rowheader" className="staff-week-person">
                <span className="staff-person-name">{person.name}</span>
                <span className="staff-person-hours">{formatHours(minutes)}</span>
              </div>
              {days.map((date) => {
                const key = cellKey(person.id, date);
                const list = cells.get(key) ?? [];
                const highlighted =
                  key === target || (creating?.has(date) && drag?.kind === 'create' && drag.userId === person.id);
                return (
                  <div
                    role="gridcell"
                    key={date}
                    data-user={person.id}
                    data-date={date}
                    className={`staff-cell${highlighted ? ' staff-cell-target' : ''}${date === today ? ' staff-today' : ''}`}
                    onPointerDown={(e) => startCreate(e, person.id, date)}
                  >
                    {list.map((s) => (
                      <ShiftChip
                        key={s.id}
                        shift={s}
                        dragging={drag?.kind === 'move' && drag.active && drag.shift.id === s.id}
                        onPointerDown={startMove}
                        onOpen={open}
                      />
                    ))}
                    <button
                      type="button"
                      className="staff-cell-add"
                      aria-label={`Schicht für ${person.name} am ${dayLabel(date)} anlegen`}
                      // Pointer users get the form from the drag above; this is for keyboards.
                      onClick={(e) => e.detail === 0 && onAdd(person.id, date)}
                    >
                      +
                    </button>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export interface DayListProps {
  days: string[];
  day: string;
  onDay(day: string): void;
  people: Person[];
  cells: ReadonlyMap<string, ShiftView[]>;
  open(shift: ShiftView): void;
  onAdd(userId: string, date: string): void;
}

export function DayList({ days, day, onDay, people, cells, open, onAdd }: DayListProps) {
  return (
    <div className="staff-daylist">
      <Segmented
        block
        value={day}
        onChange={(v) => onDay(String(v))}
        options={days.map((d) => ({ value: d, label: dayjs(d).locale('de').format('dd') }))}
        aria-label="Tag"
      />
      <h2 className="staff-daylist-title">{dayjs(day).locale('de').format('dddd, DD.MM.YYYY')}</h2>
      <ul className="staff-daylist-people">
        {people.map((person) => {
          const list = cells.get(cellKey(person.id, day)) ?? [];
          return (
            <li key={person.id} className="staff-daylist-person">
              <div className="staff-daylist-name">{person.name}</div>
              <div className="staff-daylist-shifts">
                {list.map((s) => (
                  <ShiftChip key={s.id} shift={s} dragging={false} onOpen={open} />
                ))}
                <Button
                  size="small"
                  onClick={() => onAdd(person.id, day)}
                  aria-label={`Schicht für ${person.name} am ${dayLabel(day)} anlegen`}
                >
                  + Schicht
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
