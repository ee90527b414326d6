// 'Aktivitäten' (issue 18 item 6): recorded time per person and day for a branch, live over the
// back office's socket. Each day shows its pauses and the rule flags of domain/src/staff (break too
// short, too long a day, too little rest) with their German texts; a manager corrects an activity
// (a new punch with author and reason), closes a month, and downloads a person's month as CSV or PDF.
import type { WorkingActivityListItem } from '@bestell/domain';
import {
  App,
  Alert,
  Badge,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tag,
  TimePicker,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { useMemo, useState } from 'react';
import { addDays, formatHours, STAFF_TEXTS, zonedInstant } from '@bestell/domain';
import { isAdmin, useSession } from '../auth/session';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { staffApi, staffKeys, timeSheetUrl } from './staff-api';
import { useBranchChoice } from './use-branch-choice';
import { useLiveActivities } from './use-live-activities';
import { dayRange, localTime, shiftDay, shiftTimes, todayInVienna, TZ } from './week-grid';
import './staff.css';

const monthRange = (month: string) => {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7) + '-01';
  return { from: zonedInstant(first, '00:00', TZ).toISOString(), to: zonedInstant(next, '00:00', TZ).toISOString() };
};
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const dateLabel = (date: string) => dayjs(date).locale('de').format('dddd, DD.MM.YYYY');

export interface ActivityGroup {
  key: string;
  user: { id: string; name: string };
  date: string;
  activities: WorkingActivityListItem[];
  day: WorkingActivityListItem['day'];
}

/** Activities by person and day (the day an activity started, in Vienna), days in order, then names. */
export function groupByPersonAndDay(items: readonly WorkingActivityListItem[]): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>();
  for (const a of items) {
    const date = shiftDay(a);
    const key = `${a.user.id}|${date}`;
    const group = groups.get(key) ?? { key, user: a.user, date, activities: [], day: null };
    group.activities.push(a);
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    g.activities.sort((a, b) => a.start.localeCompare(b.start));
    // The day as the most recently changed activity reported it (a push carries the fresh flags).
    g.day = [...g.activities].sort((a, b) => b.version - a.version)[0]!.day;
  }
  return [...groups.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.user.name.localeCompare(b.user.name, 'de'),
  );
}

function stateText(a: WorkingActivityListItem) {
  if (a.end) return `${localTime(a.start)}–${localTime(a.end)}`;
  return `seit ${localTime(a.start)} · ${a.state === 'paused' ? 'in Pause' : 'läuft'}`;
}

interface CorrectionValues {
  from: Dayjs;
  to?: Dayjs | null;
  reason: string;
}
const clock = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);

function CorrectionDialog({
  activity,
  onClose,
}: {
  activity: WorkingActivityListItem | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CorrectionValues>();
  const save = useMutation({
    mutationFn: (v: CorrectionValues) => {
      const date = shiftDay(activity!);
      const from = v.from.format('HH:mm');
      const times = shiftTimes(date, from, v.to ? v.to.format('HH:mm') : from);
      return staffApi.correct(activity!.id, {
        start: times.start,
        ...(v.to ? { end: times.end } : {}),
        reason: v.reason.trim(),
      });
    },
    onSuccess: () => {
      message.success('Aktivität korrigiert');
      onClose(true);
    },
    onError: (error) => message.error(resourceErrorMessage('working-activities', 'update', error)),
  });
  return (
    <Modal
      open={!!activity}
      title={activity ? `Aktivität korrigieren: ${activity.user.name}, ${dateLabel(shiftDay(activity))}` : ''}
      okText="Korrektur speichern"
      cancelText="Abbrechen"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {activity && (
        <Form<CorrectionValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            from: clock(localTime(activity.start)),
            to: activity.end ? clock(localTime(activity.end)) : null,
            reason: '',
          }}
          onFinish={(v) => save.mutate(v)}
        >
          <Space wrap align="start">
            <Form.Item name="from" label="Beginn" rules={[{ required: true, message: 'Bitte den Beginn angeben.' }]}>
              <TimePicker format="HH:mm" needConfirm={false} allowClear={false} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="to" label="Ende" extra={activity.end ? undefined : 'leer: läuft weiter'}>
              <TimePicker format="HH:mm" needConfirm={false} style={{ width: 130 }} />
            </Form.Item>
          </Space>
          <Form.Item
            name="reason"
            label="Grund der Korrektur"
            rules={[{ required: true, whitespace: true, message: STAFF_TEXTS.reasonRequired }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <p className="staff-muted">
            Die ursprünglichen Buchungen bleiben erhalten; die Korrektur wird mit Ihrem Namen und dem Grund gespeichert.
          </p>
        </Form>
      )}
    </Modal>
  );
}

function Downloads({ userId, name, month }: { userId: string; name: string; month: string }) {
  return (
    <Space size="small">
      <Button
        size="small"
        href={timeSheetUrl(userId, month, 'csv')}
        download
        aria-label={`Zeitnachweis ${name} ${monthLabel(month)} als CSV`}
      >
        CSV
      </Button>
      <Button
        size="small"
        href={timeSheetUrl(userId, month, 'pdf')}
        download
        aria-label={`Zeitnachweis ${name} ${monthLabel(month)} als PDF`}
      >
        PDF
      </Button>
    </Space>
  );
}

export default function ActivitiesPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const admin = isAdmin(useSession((s) => s.me));
  const { branchId, branches, params, setParams, setBranch } = useBranchChoice();
  const date = params.get('day') ?? todayInVienna();
  const userId = params.get('user') ?? undefined;
  const month = date.slice(0, 7);
  // One person: their whole month; everyone: the chosen day.
  const span = userId ? monthRange(month) : dayRange(date);
  const live = useLiveActivities({ branchId, ...span, userId });
  const groups = useMemo(() => groupByPersonAndDay(live.items), [live.items]);
  const [correcting, setCorrecting] = useState<WorkingActivityListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of live.items) seen.set(a.user.id, a.user.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [live.items]);
  const [lockMonth, setLockMonth] = useState(() => addDays(`${todayInVienna().slice(0, 7)}-01`, -1).slice(0, 7));

  const lock = useMutation({
    mutationFn: () => staffApi.lockMonth(branchId, lockMonth),
    onSuccess: () => setNotice(`Monat ${monthLabel(lockMonth)} für diese Filiale abgeschlossen.`),
    onError: (error) => message.error(commandErrorMessage(error, 'Monat konnte nicht abgeschlossen werden')),
  });

  return (
    <Card
      title={<h1 className="bo-page-title">Aktivitäten</h1>}
      extra={
        live.socketDown ? (
          <Badge status="warning" text="Offline – Aktualisierung alle 10 s" />
        ) : (
          <Badge status="success" text="Live" />
        )
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
        <Space.Compact>
          <Button aria-label="Vorheriger Tag" onClick={() => setParams({ day: addDays(date, -1) })}>
            ‹
          </Button>
          <DatePicker
            aria-label="Tag"
            format="DD.MM.YYYY"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d) => d && setParams({ day: d.format('YYYY-MM-DD') })}
            style={{ width: 150 }}
          />
          <Button aria-label="Nächster Tag" onClick={() => setParams({ day: addDays(date, 1) })}>
            ›
          </Button>
        </Space.Compact>
        <Select
          aria-label="Person"
          value={userId ?? ''}
          options={[{ value: '', label: 'Alle Personen (Tag)' }, ...people]}
          onChange={(v) => setParams({ user: v || null })}
          style={{ width: 220 }}
        />
      </Space>
      <p className="staff-muted">
        {userId
          ? `Monat ${monthLabel(month)} von ${people.find((p) => p.value === userId)?.label ?? ''}`
          : dateLabel(date)}
      </p>
      <div aria-live="polite">
        {notice && <Alert type="success" showIcon title={notice} closable onClose={() => setNotice(null)} />}
      </div>
      {live.error ? (
        <LoadError
          message={resourceErrorMessage('working-activities', 'loadList', live.error)}
          onRetry={() => void live.refetch()}
        />
      ) : live.isPending && branchId ? (
        <Spin aria-label="Aktivitäten werden geladen" />
      ) : groups.length === 0 ? (
        <Empty description={userId ? 'Keine Aktivitäten in diesem Monat' : 'Keine Aktivitäten an diesem Tag'} />
      ) : (
        <section aria-label="Aktivitäten nach Person und Tag">
          {groups.map((g) => (
            <article key={g.key} className="staff-activity-group" aria-label={`${g.user.name}, ${dateLabel(g.date)}`}>
              <div className="staff-activity-head">
                <h2 className="staff-activity-name">
                  {g.user.name} <span className="staff-muted">{dayjs(g.date).locale('de').format('dd, DD.MM.')}</span>
                </h2>
                <Space wrap size="small">
                  {g.day && <span>Arbeitszeit {formatHours(g.day.workedMinutes)}</span>}
                  {g.day && <span className="staff-muted">Pausen {g.day.breakMinutes} min</span>}
                  {admin && <Downloads userId={g.user.id} name={g.user.name} month={g.date.slice(0, 7)} />}
                </Space>
              </div>
              {(g.day?.flags.length ?? 0) > 0 || g.activities.some((a) => a.needsReview) ? (
                <Space wrap size={[4, 4]} style={{ marginTop: 6 }}>
                  {g.day?.flags.map((f) => (
                    <Tag key={f.type} color="error">
                      {f.message}
                    </Tag>
                  ))}
                  {g.activities.some((a) => a.needsReview) && (
                    <Tag color="warning">Automatisch ausgestempelt – bitte prüfen</Tag>
                  )}
                </Space>
              ) : null}
              <ul className="staff-activity-list">
                {g.activities.map((a) => (
                  <li key={a.id} className="staff-activity-item" data-activity={a.id}>
                    <span className="staff-activity-times">{stateText(a)}</span>
                    {a.pauses.length > 0 && (
                      <span className="staff-muted">
                        {a.pauses
                          .map((p) => `Pause ${localTime(p.start)}–${p.end ? localTime(p.end) : 'läuft'}`)
                          .join(', ')}
                      </span>
                    )}
                    {(a.project || a.task) && (
                      <span>{[a.project?.name, a.task?.name].filter(Boolean).join(' · ')}</span>
                    )}
                    {a.author && (
                      <span className="staff-muted">
                        korrigiert von {a.author.name}
                        {a.changeReason ? `: ${a.changeReason}` : ''}
                      </span>
                    )}
                    <Button size="small" onClick={() => setCorrecting(a)} style={{ marginLeft: 'auto' }}>
                      Korrigieren
                    </Button>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      )}
      {admin && (
        <Card size="small" title={<h2 className="staff-activity-name">Monatsabschluss</h2>} style={{ marginTop: 16 }}>
          <Space wrap>
            <DatePicker
              picker="month"
              aria-label="Monat"
              format="MM/YYYY"
              allowClear={false}
              value={dayjs(`${lockMonth}-01`)}
              onChange={(d) => d && setLockMonth(d.format('YYYY-MM'))}
              style={{ width: 150 }}
            />
            <Popconfirm
              title={`Monat ${monthLabel(lockMonth)} abschließen?`}
              description="Danach können Aktivitäten und Schichten bis zu diesem Monat nicht mehr geändert werden."
              okText="Abschließen"
              cancelText="Abbrechen"
              onConfirm={() => lock.mutate()}
            >
              <Button danger loading={lock.isPending} disabled={!branchId}>
                Monat abschließen
              </Button>
            </Popconfirm>
          </Space>
        </Card>
      )}
      <CorrectionDialog
        activity={correcting}
        onClose={(saved) => {
          setCorrecting(null);
          if (saved) void client.invalidateQueries({ queryKey: staffKeys.allActivities });
        }}
      />
    </Card>
  );
}
