// Back office #/logs (issue 21 item 6, spec 7 GET /logs): who changed what, when and from where, newest
// first, filtered by time, user, area and action on the server. A table from antd's md breakpoint, cards
// on phones; 'Details' opens one entry (GET /logs/{id}) with the before/after of the changed fields.
import { type AuditAction, type AuditLogView, formatDateTime } from '@bestell/domain';
import {
  Button,
  Card,
  DatePicker,
  Drawer,
  Grid,
  Pagination,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { LogChanges } from './LogChanges';
import {
  ACTION_COLORS,
  ACTION_LABELS,
  ACTION_OPTIONS,
  actorLabel,
  detailLabel,
  RESOURCE_OPTIONS,
  resourceLabel,
} from './log-labels';
import { type LogFilter, useLog, useLogs } from './logs-api';
import './logs.css';

const EMPTY = 'Keine Logs gefunden';

function ActionTag({ log }: { log: AuditLogView }) {
  return <Tag color={ACTION_COLORS[log.action]}>{ACTION_LABELS[log.action] ?? log.action}</Tag>;
}

/** Area and what happened: 'Bestellungen · Bestätigt'. */
const what = (log: AuditLogView) => [resourceLabel(log.resource), detailLabel(log.detail)].filter(Boolean).join(' · ');

const changedFields = (log: AuditLogView) => Object.keys(log.changes ?? {});

function LogDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const log = useLog(id);
  return (
    <Drawer open={id !== null} onClose={onClose} title="Log" size={screens.md ? 640 : '100%'} destroyOnHidden>
      {log.error ? (
        <LoadError message={resourceErrorMessage('logs', 'loadItem', log.error)} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Card loading variant="borderless" />
      ) : (
        <div className="bo-log-detail">
          <dl className="bo-log-facts">
            <dt>Zeit</dt>
            <dd>{formatDateTime(log.data.at)}</dd>
            <dt>Benutzer</dt>
            <dd>{actorLabel(log.data)}</dd>
            <dt>Aktion</dt>
            <dd>
              <ActionTag log={log.data} /> {what(log.data)}
            </dd>
            {log.data.resourceId && (
              <>
                <dt>Datensatz</dt>
                <dd className="bo-log-mono">{log.data.resourceId}</dd>
              </>
            )}
            <dt>IP-Adresse</dt>
            <dd className="bo-log-mono">{log.data.ip ?? '–'}</dd>
          </dl>
          <h2 className="bo-log-subtitle">Änderungen</h2>
          <LogChanges changes={log.data.changes} />
        </div>
      )}
    </Drawer>
  );
}

/** Start of the chosen day and start of the day after `to` (the API's `to` is exclusive), local time. */
const dayStart = (day: Dayjs) => day.startOf('day').toISOString();
const dayAfter = (day: Dayjs) => day.add(1, 'day').startOf('day').toISOString();

export function LogsPage() {
  const screens = Grid.useBreakpoint();
  const users = useOptions('users');
  const [filter, setFilter] = useState<LogFilter>({ page: 1, limit: 25 });
  const [open, setOpen] = useState<string | null>(null);
  const page = useLogs(filter);
  const change = (patch: Partial<LogFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const rows = page.data?.items ?? [];
  const total = page.data?.total ?? 0;

  const columns: TableColumnsType<AuditLogView> = [
    {
      title: 'Zeit',
      dataIndex: 'at',
      className: 'bo-log-shrink',
      render: (at: string) => <span className="bo-log-nowrap">{formatDateTime(at)}</span>,
    },
    { title: 'Benutzer', key: 'actor', render: (_: unknown, l) => actorLabel(l) },
    { title: 'Aktion', key: 'action', className: 'bo-log-shrink', render: (_: unknown, l) => <ActionTag log={l} /> },
    { title: 'Bereich', key: 'what', render: (_: unknown, l) => what(l) },
    {
      title: 'Felder',
      key: 'fields',
      render: (_: unknown, l) => <span className="bo-log-fields">{changedFields(l).join(', ') || '–'}</span>,
    },
    {
      title: <span className="bo-log-nowrap">IP-Adresse</span>,
      dataIndex: 'ip',
      className: 'bo-log-shrink',
      render: (ip: string | null) => <span className="bo-log-mono">{ip ?? '–'}</span>,
    },
    {
      title: '',
      key: 'open',
      className: 'bo-log-shrink',
      render: (_: unknown, l) => (
        <Button size="small" onClick={() => setOpen(l.id)} aria-label={`Details ${formatDateTime(l.at)}`}>
          Details
        </Button>
      ),
    },
  ];

  return (
    <Card title={<h1 className="bo-page-title">Logs</h1>}>
      <Space wrap className="bo-log-filters">
        <DatePicker
          aria-label="Von Datum"
          placeholder="Von"
          format="DD.MM.YYYY"
          onChange={(day: Dayjs | null) => change({ from: day ? dayStart(day) : undefined })}
        />
        <DatePicker
          aria-label="Bis Datum"
          placeholder="Bis"
          format="DD.MM.YYYY"
          onChange={(day: Dayjs | null) => change({ to: day ? dayAfter(day) : undefined })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Alle Benutzer"
          aria-label="Benutzer"
          options={users}
          onChange={(user: string | undefined) => change({ user })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Alle Bereiche"
          aria-label="Bereich"
          options={RESOURCE_OPTIONS}
          onChange={(resource: string | undefined) => change({ resource })}
        />
        <Select
          allowClear
          placeholder="Alle Aktionen"
          popupMatchSelectWidth={false}
          aria-label="Aktion"
          options={ACTION_OPTIONS}
          onChange={(action: AuditAction | undefined) => change({ action })}
        />
      </Space>
      {page.error ? (
        <LoadError message={resourceErrorMessage('logs', 'loadList', page.error)} onRetry={() => void page.refetch()} />
      ) : screens.md ? (
        <Table<AuditLogView>
          rowKey="id"
          loading={page.isFetching}
          dataSource={rows}
          columns={columns}
          tableLayout="auto"
          locale={{ emptyText: EMPTY }}
          pagination={{
            current: filter.page,
            pageSize: filter.limit,
            total,
            showSizeChanger: true,
            pageSizeOptions: [25, 50, 100],
            hideOnSinglePage: total <= 25,
            onChange: (p, limit) => setFilter((f) => ({ ...f, page: p, limit })),
          }}
        />
      ) : page.isPending ? (
        <Card loading />
      ) : rows.length === 0 ? (
        <p className="bo-muted">{EMPTY}</p>
      ) : (
        <>
          <ul className="bo-log-cards" aria-label="Logs">
            {rows.map((l) => (
              <li key={l.id} className="bo-log-card">
                <div className="bo-log-card__head">
                  <ActionTag log={l} />
                  <span className="bo-muted">{formatDateTime(l.at)}</span>
                </div>
                <div className="bo-log-card__what">{what(l)}</div>
                <div className="bo-muted">
                  {actorLabel(l)}
                  {l.ip ? ` · ${l.ip}` : ''}
                </div>
                {changedFields(l).length > 0 && <div className="bo-log-fields">{changedFields(l).join(', ')}</div>}
                <Button size="small" onClick={() => setOpen(l.id)} aria-label={`Details ${formatDateTime(l.at)}`}>
                  Details
                </Button>
              </li>
            ))}
          </ul>
          {total > filter.limit && (
            <Pagination
              simple
              className="bo-log-pager"
              current={filter.page}
              pageSize={filter.limit}
              total={total}
              onChange={(p) => setFilter((f) => ({ ...f, page: p }))}
            />
          )}
        </>
      )}
      <LogDetail id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
