// 'Planung' (issue 18 item 6): the week plan of a branch (and department). Rows are the branch's
// employees, columns Monday to Sunday in Vienna. Dragging over empty cells of a row creates shifts on
// those days, dragging a shift moves it to another day or person; a click edits. Drafts (unpublished)
// look different until 'Veröffentlichen' publishes them and notifies the staff. Phones get a day list.
import { App, Alert, Badge, Button, Card, Empty, Grid, Popconfirm, Segmented, Select, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addDays, formatHours } from '@bestell/domain';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { dayLabel, ShiftForm, type ShiftDraft, type ShiftFormValues } from './ShiftForm';
import { staffApi, staffKeys, type ShiftView, type StaffUserView } from './staff-api';
import { useBranchChoice } from './use-branch-choice';
import {
  cellKey,
  copiedShifts,
  draggedDays,
  isSameCell,
  localTime,
  movedShift,
  placeShifts,
  plannedMinutes,
  shiftDay,
  shiftTimes,
  todayInVienna,
  weekDays,
  weekRange,
  weekStartOf,
} from './week-grid';
import './staff.css';

type Drag =
  | { kind: 'move'; shift: ShiftView; x: number; y: number; active: boolean; over: Cell | null }
  | { kind: 'create'; userId: string; anchor: string; current: string };
interface Cell {
  userId: string;
  date: string;
}

/** The grid cell under a pointer position (the cells carry data-user and data-date). */
function cellAt(x: number, y: number): Cell | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-date][data-user]');
  return el ? { userId: el.dataset.user!, date: el.dataset.date! } : null;
}

const weekTitle = (start: string) =>
  `${dayjs(start).locale('de').format('DD.MM.')} – ${dayjs(addDays(start, 6)).locale('de').format('DD.MM.YYYY')}`;

function ShiftChip({
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

export default function PlanningPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { branchId, branches, departments, departmentId, setBranch, setDepartment, params, setParams } =
    useBranchChoice();
  const weekStart = weekStartOf(params.get('week') ?? todayInVienna());
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const previousWeek = addDays(weekStart, -7);
  const range = weekRange(weekStart);
  // The previous week too: 'Vorwoche kopieren' says what it would copy, and rows of a department
  // include the people who worked in it last week.
  const loadFrom = weekRange(previousWeek).from;
  const shiftsQuery = useQuery({
    queryKey: staffKeys.shifts(branchId, loadFrom, range.to),
    queryFn: () => staffApi.shifts(branchId, loadFrom, range.to),
    enabled: !!branchId,
  });
  const usersQuery = useQuery({ queryKey: ['resources', 'users'], queryFn: staffApi.users });
  const [draft, setDraft] = useState<ShiftDraft | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [phoneDay, setPhoneDay] = useState<string>(() => {
    const today = todayInVienna();
    return weekDays(weekStartOf(today)).includes(today) ? today : weekStart;
  });
  const suppressClick = useRef(false);

  const allShifts = useMemo(
    () => (shiftsQuery.data ?? []).filter((s) => !departmentId || s.department?.id === departmentId),
    [shiftsQuery.data, departmentId],
  );
  const weekShifts = useMemo(() => allShifts.filter((s) => days.includes(shiftDay(s))), [allShifts, days]);
  const lastWeekShifts = useMemo(
    () => allShifts.filter((s) => weekDays(previousWeek).includes(shiftDay(s))),
    [allShifts, previousWeek],
  );

  // Rows: enabled employees of the branch; with a department, those with a shift in it (this or last
  // week) unless 'Alle Mitarbeitenden' is on. People with a shift shown always get a row.
  const people = useMemo(() => {
    const users = (usersQuery.data ?? []).filter(
      (u) => u.isEnabled && u.roles.includes('ROLE_EMPLOYEE') && u.branches.some((b) => b.id === branchId),
    );
    const withShift = new Set(allShifts.map((s) => s.user.id));
    const chosen: { id: string; name: string }[] = users
      .filter((u) => !departmentId || showAll || withShift.has(u.id))
      .map((u: StaffUserView) => ({ id: u.id, name: u.name || u.email }));
    for (const s of weekShifts) if (!chosen.some((p) => p.id === s.user.id)) chosen.push(s.user);
    return chosen.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }, [usersQuery.data, branchId, departmentId, showAll, allShifts, weekShifts]);
  const cells = useMemo(
    () =>
      placeShifts(
        weekShifts,
        people.map((p) => p.id),
        days,
      ),
    [weekShifts, people, days],
  );
  const drafts = weekShifts.filter((s) => !s.isPublished).length;
  const toCopy = copiedShifts(lastWeekShifts, previousWeek, weekStart).length;

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: staffKeys.allShifts }), [client]);

  const save = useMutation({
    mutationFn: async ({ values, draft: d }: { values: ShiftFormValues; draft: ShiftDraft }) => {
      const dates = d.shift || d.days.length <= 1 ? [values.date] : d.days;
      const department = values.departmentId ? { id: values.departmentId } : null;
      const body = (date: string) => ({
        user: { id: values.userId },
        branch: { id: branchId },
        department,
        ...shiftTimes(date, values.from, values.to),
        breakMinutes: values.breakMinutes ?? 0,
        note: values.note ?? '',
      });
      if (d.shift) return [await staffApi.updateShift(d.shift.id, body(values.date))];
      const created = [];
      for (const date of dates) created.push(await staffApi.createShift(body(date)));
      return created;
    },
    onSuccess: (saved, { draft: d }) => {
      message.success(
        d.shift ? 'Schicht gespeichert' : saved.length > 1 ? `${saved.length} Schichten angelegt` : 'Schicht angelegt',
      );
      setDraft(null);
      void refresh();
    },
    onError: (error, { draft: d }) =>
      message.error(resourceErrorMessage('working-schedules', d.shift ? 'update' : 'create', error)),
  });

  const move = useMutation({
    mutationFn: ({ shift, to }: { shift: ShiftView; to: Cell }) =>
      staffApi.updateShift(shift.id, movedShift(shift, to.userId, to.date)),
    onSuccess: () => {
      message.success('Schicht verschoben');
      void refresh();
    },
    onError: (error) => message.error(resourceErrorMessage('working-schedules', 'update', error)),
  });

  const remove = useMutation({
    mutationFn: (shift: ShiftView) => staffApi.deleteShift(shift.id),
    onSuccess: () => {
      message.success('Schicht gelöscht');
      setDraft(null);
      void refresh();
    },
    onError: (error) => message.error(resourceErrorMessage('working-schedules', 'delete', error)),
  });

  const publish = useMutation({
    mutationFn: () =>
      staffApi.publish({ branchId, departmentId: departmentId ?? undefined, from: range.from, to: range.to }),
    onSuccess: (r) => {
      setNotice(
        `${r.published} ${r.published === 1 ? 'Schicht' : 'Schichten'} veröffentlicht, ${r.notified} ${r.notified === 1 ? 'Person' : 'Personen'} benachrichtigt.`,
      );
      void refresh();
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Planung konnte nicht veröffentlicht werden')),
  });

  const copy = useMutation({
    mutationFn: () =>
      staffApi.copyWeek({
        branchId,
        departmentId: departmentId ?? undefined,
        fromWeekStart: previousWeek,
        toWeekStart: weekStart,
      }),
    onSuccess: (r) => {
      setNotice(
        `${r.copied} ${r.copied === 1 ? 'Schicht' : 'Schichten'} aus der Vorwoche kopiert (noch nicht veröffentlicht).`,
      );
      void refresh();
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Vorwoche konnte nicht kopiert werden')),
  });

  // Pointer drags: window listeners while a drag runs, so leaving a cell or the grid does not lose it.
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;
  useEffect(() => {
    if (!drag) return;
    const onMove = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d) return;
      const over = cellAt(e.clientX, e.clientY);
      if (d.kind === 'move') {
        const active = d.active || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4;
        setDrag({ ...d, active, over: active ? over : null });
      } else if (over && over.userId === d.userId && over.date !== d.current) {
        setDrag({ ...d, current: over.date });
      }
    };
    const onUp = () => {
      const d = dragRef.current;
      setDrag(null);
      if (!d) return;
      if (d.kind === 'move') {
        if (!d.active) return;
        // The click that follows this pointerup must not open the editor.
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        if (d.over && !isSameCell(d.shift, d.over.userId, d.over.date)) move.mutate({ shift: d.shift, to: d.over });
      } else {
        setDraft({ userId: d.userId, days: draggedDays(days, d.anchor, d.current) });
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    // The listeners read the drag from the ref; only its start and end matter here.
  }, [drag === null, days]);

  const startMove = (e: React.PointerEvent, shift: ShiftView) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    setDrag({ kind: 'move', shift, x: e.clientX, y: e.clientY, active: false, over: null });
  };
  const startCreate = (e: React.PointerEvent, userId: string, date: string) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('.staff-shift')) return;
    e.preventDefault();
    setDrag({ kind: 'create', userId, anchor: date, current: date });
  };
  const open = (shift: ShiftView) => {
    if (suppressClick.current) return;
    setDraft({ shift, userId: shift.user.id, days: [shiftDay(shift)] });
  };

  const creating = drag?.kind === 'create' ? new Set(draggedDays(days, drag.anchor, drag.current)) : null;
  const target = drag?.kind === 'move' && drag.over ? cellKey(drag.over.userId, drag.over.date) : null;
  const today = todayInVienna();
  const personOptions = people.map((p) => ({ value: p.id, label: p.name }));
  const loading = (!!branchId && shiftsQuery.isPending) || usersQuery.isPending;
  const error = shiftsQuery.error ?? usersQuery.error;

  const grid = (
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
                      onClick={(e) => e.detail === 0 && setDraft({ userId: person.id, days: [date] })}
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

  const dayList = (
    <div className="staff-daylist">
      <Segmented
        block
        value={phoneDay}
        onChange={(v) => setPhoneDay(String(v))}
        options={days.map((d) => ({ value: d, label: dayjs(d).locale('de').format('dd') }))}
        aria-label="Tag"
      />
      <h2 className="staff-daylist-title">{dayjs(phoneDay).locale('de').format('dddd, DD.MM.YYYY')}</h2>
      <ul className="staff-daylist-people">
        {people.map((person) => {
          const list = cells.get(cellKey(person.id, phoneDay)) ?? [];
          return (
            <li key={person.id} className="staff-daylist-person">
              <div className="staff-daylist-name">{person.name}</div>
              <div className="staff-daylist-shifts">
                {list.map((s) => (
                  <ShiftChip key={s.id} shift={s} dragging={false} onOpen={open} />
                ))}
                <Button
                  size="small"
                  onClick={() => setDraft({ userId: person.id, days: [phoneDay] })}
                  aria-label={`Schicht für ${person.name} am ${dayLabel(phoneDay)} anlegen`}
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

  return (
    <Card
      className="staff-planning"
      title={<h1 className="bo-page-title">Planung</h1>}
      extra={
        <Space wrap>
          <Badge count={drafts} color="#ad4e00" title={`${drafts} nicht veröffentlicht`}>
            <Button type="primary" loading={publish.isPending} disabled={!branchId} onClick={() => publish.mutate()}>
              Veröffentlichen
            </Button>
          </Badge>
          <Popconfirm
            title={
              toCopy
                ? `${toCopy} ${toCopy === 1 ? 'Schicht' : 'Schichten'} der Vorwoche in diese Woche kopieren?`
                : 'Die Vorwoche hat keine Schichten.'
            }
            okText="Kopieren"
            cancelText="Abbrechen"
            okButtonProps={{ disabled: !toCopy }}
            onConfirm={() => copy.mutate()}
          >
            <Button loading={copy.isPending} disabled={!branchId}>
              Vorwoche kopieren
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Space wrap className="staff-toolbar">
        <Select
          aria-label="Filiale"
          value={branchId || undefined}
          options={branches}
          onChange={setBranch}
          style={{ width: 200 }}
          placeholder="Filiale"
        />
        <Select
          aria-label="Abteilung"
          value={departmentId ?? ''}
          options={[{ value: '', label: 'Alle Abteilungen' }, ...departments]}
          onChange={(v) => setDepartment(v || null)}
          style={{ width: 180 }}
        />
        {departmentId && (
          <Button onClick={() => setShowAll(!showAll)} aria-pressed={showAll}>
            {showAll ? 'Nur mit Schichten' : 'Alle Mitarbeitenden'}
          </Button>
        )}
        <Space.Compact>
          <Button onClick={() => setParams({ week: previousWeek })} aria-label="Vorige Woche">
            ‹
          </Button>
          <Button onClick={() => setParams({ week: null })}>Heute</Button>
          <Button onClick={() => setParams({ week: addDays(weekStart, 7) })} aria-label="Nächste Woche">
            ›
          </Button>
        </Space.Compact>
        <span className="staff-week-title">{weekTitle(weekStart)}</span>
      </Space>
      <p className="staff-legend">
        <span className="staff-legend-item staff-shift">veröffentlicht</span>
        <span className="staff-legend-item staff-shift staff-shift-draft">Entwurf</span>
        {!phone && <span>Leere Felder ziehen: neue Schichten · Schicht ziehen: verschieben · Klick: bearbeiten</span>}
      </p>
      <div aria-live="polite">
        {notice && <Alert type="success" showIcon title={notice} closable onClose={() => setNotice(null)} />}
      </div>
      {error ? (
        <LoadError
          message={resourceErrorMessage('planning', 'loadList', error)}
          onRetry={() => {
            void shiftsQuery.refetch();
            void usersQuery.refetch();
          }}
        />
      ) : loading ? (
        <Spin aria-label="Planung wird geladen" />
      ) : people.length === 0 ? (
        <Empty description="Keine Mitarbeitenden in dieser Filiale" />
      ) : phone ? (
        dayList
      ) : (
        grid
      )}
      <ShiftForm
        draft={draft}
        people={personOptions}
        departments={departments}
        defaultDepartment={departmentId}
        saving={save.isPending}
        onSave={(values, d) => save.mutate({ values, draft: d })}
        onDelete={(shift) => remove.mutate(shift)}
        onCancel={() => setDraft(null)}
      />
    </Card>
  );
}
