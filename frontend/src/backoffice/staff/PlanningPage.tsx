// 'Planung' (issue 18 item 6): the week plan of a branch (and department). Rows are the branch's
// employees, columns Monday to Sunday in Vienna. Dragging over empty cells of a row creates shifts on
// those days, dragging a shift moves it to another day or person; a click edits. Drafts (unpublished)
// look different until 'Veröffentlichen' publishes them and notifies the staff. Phones get a day list.
import { App, Alert, Badge, Button, Card, Empty, Grid, Popconfirm, Select, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { addDays } from '@bestell/domain';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { ShiftForm, type ShiftDraft, type ShiftFormValues } from './ShiftForm';
import { staffApi, staffKeys, type ShiftView, type StaffUserView } from './staff-api';
import { useBranchChoice } from './use-branch-choice';
import { DayList, WeekGrid, weekTitle } from './PlanningViews';
import { useShiftDrag, type Cell } from './use-shift-drag';
import {
  copiedShifts,
  movedShift,
  placeShifts,
  shiftDay,
  shiftTimes,
  todayInVienna,
  weekDays,
  weekRange,
  weekStartOf,
} from './week-grid';
import './staff.css';

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
  const [showAll, setShowAll] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [phoneDay, setPhoneDay] = useState<string>(() => {
    const today = todayInVienna();
    return weekDays(weekStartOf(today)).includes(today) ? today : weekStart;
  });

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

  const { drag, startMove, startCreate, open } = useShiftDrag({
    days,
    onMove: (shift, to) => move.mutate({ shift, to }),
    onCreate: (userId, days) => setDraft({ userId, days }),
    onOpen: (shift) => setDraft({ shift, userId: shift.user.id, days: [shiftDay(shift)] }),
  });

  const personOptions = people.map((p) => ({ value: p.id, label: p.name }));
  const loading = (!!branchId && shiftsQuery.isPending) || usersQuery.isPending;
  const error = shiftsQuery.error ?? usersQuery.error;

  const add = (userId: string, date: string) => setDraft({ userId, days: [date] });
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
        <DayList days={days} day={phoneDay} onDay={setPhoneDay} people={people} cells={cells} open={open} onAdd={add} />
      ) : (
        <WeekGrid
          weekStart={weekStart}
          days={days}
          people={people}
          weekShifts={weekShifts}
          cells={cells}
          drag={drag}
          startCreate={startCreate}
          startMove={startMove}
          open={open}
          onAdd={add}
        />
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
