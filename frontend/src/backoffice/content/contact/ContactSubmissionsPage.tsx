// Back office #/contact-submissions (issue 15 item 5): what visitors sent with the contact form, newest
// first, read-only; admins may delete. A table from antd's md breakpoint, cards on phones (390 px).
import { type ContactSubmissionView, formatDateTime } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { isAdmin, useSession } from '../../auth/session';
import { bo } from '../../core/api';
import { commandErrorMessage } from '../../core/errors';
import { LoadError } from '../../core/LoadError';
import { useInvalidateResource, useResourceList } from '../../resources/resource-queries';
import './contact.css';
import { SearchInput } from '../../core/SearchInput';

const KEY = 'contact-submissions';
/** Cards shown at first on a phone; 'Weitere anzeigen' adds as many again. */
const CARDS_STEP = 25;
// Not in the spec's catalogue (section 8): our wording in its pattern.
export const CONTACT_TEXTS = {
  title: 'Kontaktanfragen',
  loadFailed: 'Kontaktanfragen konnten nicht geladen werden',
  deleteFailed: 'Kontaktanfrage konnte nicht gelöscht werden',
  deleted: 'Kontaktanfrage gelöscht',
  empty: 'Keine Kontaktanfragen gefunden',
  count: (n: number) => `${n} ${n === 1 ? 'Kontaktanfrage' : 'Kontaktanfragen'}`,
};

const fullName = (s: ContactSubmissionView) => [s.firstName, s.lastName].filter(Boolean).join(' ');

/** Submissions whose name, e-mail, phone or message contains `search` (case-insensitive). */
export function filterSubmissions(rows: readonly ContactSubmissionView[], search: string): ContactSubmissionView[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...rows];
  return rows.filter((s) =>
    [fullName(s), s.email ?? '', s.phone, s.comment].some((text) => text.toLowerCase().includes(term)),
  );
}

function Reach({ submission }: { submission: ContactSubmissionView }) {
  return (
    <span className="bo-contact-reach">
      {submission.email && (
        <a className="bo-link" href={`mailto:${submission.email}`}>
          {submission.email}
        </a>
      )}
      <a className="bo-link" href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>
        {submission.phone}
      </a>
    </span>
  );
}

/** Whether the shop's e-mail about it went out (the outbox and the e-mail job may still be on it). */
const MailTag = ({ submission }: { submission: ContactSubmissionView }) =>
  submission.mailedAt ? (
    <Tag color="green" title={`Gesendet am ${formatDateTime(submission.mailedAt)}`}>
      E-Mail gesendet
    </Tag>
  ) : (
    <Tag color="orange">E-Mail ausstehend</Tag>
  );

function Remove({ submission, onRemove }: { submission: ContactSubmissionView; onRemove: (id: string) => void }) {
  return (
    <Popconfirm
      title="Kontaktanfrage löschen?"
      okText="Löschen"
      cancelText="Abbrechen"
      onConfirm={() => onRemove(submission.id)}
    >
      <Button size="small" danger aria-label={`Anfrage von ${fullName(submission)} löschen`}>
        Löschen
      </Button>
    </Popconfirm>
  );
}

export function ContactSubmissionsPage() {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const admin = useSession((s) => isAdmin(s.me));
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(CARDS_STEP);
  const list = useResourceList(KEY);
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const rows = useMemo(() => filterSubmissions(list.data ?? [], search), [list.data, search]);

  const remove = async (id: string) => {
    try {
      await bo.delete('/api/contact-submissions/{id}', { path: { id } });
      client.setQueryData<ContactSubmissionView[]>(queryKeys.resourceList(KEY), (all) =>
        all?.filter((s) => s.id !== id),
      );
      void invalidate(KEY);
      message.success(CONTACT_TEXTS.deleted);
    } catch (error) {
      message.error(commandErrorMessage(error, CONTACT_TEXTS.deleteFailed));
    }
  };

  const columns: TableColumnsType<ContactSubmissionView> = [
    { title: 'Eingegangen', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
    { title: 'Name', key: 'name', render: (_: unknown, s) => fullName(s) },
    { title: 'Kontakt', key: 'reach', render: (_: unknown, s) => <Reach submission={s} /> },
    {
      title: 'Nachricht',
      dataIndex: 'comment',
      render: (comment: string) => <p className="bo-contact-message">{comment}</p>,
    },
    { title: 'Benachrichtigung', key: 'mailed', render: (_: unknown, s) => <MailTag submission={s} /> },
    ...(admin
      ? [
          {
            title: 'Aktionen',
            key: 'actions',
            render: (_: unknown, s: ContactSubmissionView) => <Remove submission={s} onRemove={remove} />,
          },
        ]
      : []),
  ];

  return (
    <Card title={<h1 className="bo-page-title">{CONTACT_TEXTS.title}</h1>}>
      <div className="bo-contact-toolbar">
        <span className="bo-count" aria-live="polite">
          {list.data ? CONTACT_TEXTS.count(list.data.length) : ''}
        </span>
        <SearchInput
          placeholder="Name, E-Mail, Telefon oder Text"
          aria-label="Kontaktanfragen durchsuchen"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.error ? (
        <LoadError
          message={commandErrorMessage(list.error, CONTACT_TEXTS.loadFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : screens.md ? (
        <Table<ContactSubmissionView>
          rowKey="id"
          loading={list.isPending}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: CONTACT_TEXTS.empty }}
        />
      ) : list.isPending ? (
        <Card loading />
      ) : rows.length === 0 ? (
        <p className="bo-muted">{CONTACT_TEXTS.empty}</p>
      ) : (
        <>
          <ul className="bo-contact-cards" aria-label={CONTACT_TEXTS.title}>
            {rows.slice(0, shown).map((s) => (
              <li key={s.id} className="bo-contact-card">
                <div className="bo-contact-card__head">
                  <span className="bo-contact-card__name">{fullName(s)}</span>
                  <span className="bo-muted">{formatDateTime(s.createdAt)}</span>
                </div>
                <Reach submission={s} />
                <p className="bo-contact-message">{s.comment}</p>
                <div className="bo-contact-card__foot">
                  <MailTag submission={s} />
                  {admin && <Remove submission={s} onRemove={remove} />}
                </div>
              </li>
            ))}
          </ul>
          {rows.length > shown && (
            <Button block style={{ marginTop: 12 }} onClick={() => setShown((n) => n + CARDS_STEP)}>
              Weitere anzeigen
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
