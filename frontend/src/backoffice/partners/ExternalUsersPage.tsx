// Back office #/external-users: outside partners with an API token (issue 21 5b). A table from antd's md
// breakpoint, cards on phones; 'Neuer externer Benutzer' creates one and shows its token once.
import { type ExternalUserView, formatDateTime, PARTNER_SCOPE_LABELS } from '@bestell/domain';
import { App, Button, Card, Form, Grid, List, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { hashHref, useGo } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { showSecretOnce } from '../core/show-secret';
import { useOptions } from '../resources/resource-queries';
import { ExternalUserFields, type ExternalUserForm, toBody } from './ExternalUserFields';
import { partnersApi, useExternalUsers, useInvalidatePartners } from './partners-api';
import './partners.css';

const ScopeTags = ({ user }: { user: ExternalUserView }) => (
  <Space size={[4, 4]} wrap>
    {user.scopes.map((s) => (
      <Tag key={s}>{PARTNER_SCOPE_LABELS[s]}</Tag>
    ))}
  </Space>
);

const StateTag = ({ user }: { user: ExternalUserView }) =>
  user.isActive ? <Tag color="green">Aktiv</Tag> : <Tag>Inaktiv</Tag>;

export function ExternalUsersPage() {
  const screens = Grid.useBreakpoint();
  const users = useExternalUsers();
  const branches = useOptions('branches');
  const invalidate = useInvalidatePartners();
  const { message } = App.useApp();
  const go = useGo();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ExternalUserForm>();
  const branchNames = (u: ExternalUserView) =>
    u.branches.map((b) => branches.find((o) => o.value === b.id)?.label ?? '…').join(', ');

  const create = async (values: ExternalUserForm) => {
    setSaving(true);
    try {
      const created = await partnersApi.create(toBody(values));
      void invalidate();
      setCreating(false);
      form.resetFields();
      showSecretOnce('API-Token', created.token ?? '');
      go(`/external-users/${created.id}`);
    } catch (error) {
      message.error(commandErrorMessage(error, 'Externer Benutzer konnte nicht erstellt werden'));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<ExternalUserView> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, u) => <a href={hashHref(`/external-users/${u.id}`)}>{name}</a>,
    },
    { title: 'E-Mail', dataIndex: 'email' },
    { title: 'Filialen', key: 'branches', render: (_, u) => branchNames(u) },
    { title: 'Berechtigungen', key: 'scopes', render: (_, u) => <ScopeTags user={u} /> },
    { title: 'Status', key: 'state', render: (_, u) => <StateTag user={u} /> },
    { title: 'Zuletzt genutzt', dataIndex: 'lastUsedAt', render: (v: string | null) => (v ? formatDateTime(v) : '–') },
  ];

  return (
    <Card
      title={<h1 className="bo-page-title">Externe Benutzer</h1>}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          Neuer externer Benutzer
        </Button>
      }
    >
      {users.error ? (
        <LoadError
          message={commandErrorMessage(users.error, 'Externe Benutzer konnten nicht geladen werden')}
          onRetry={() => void users.refetch()}
        />
      ) : screens.md ? (
        <Table<ExternalUserView>
          rowKey="id"
          loading={users.isLoading}
          dataSource={users.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: 'Noch keine externen Benutzer' }}
        />
      ) : (
        <List
          loading={users.isLoading}
          dataSource={users.data ?? []}
          locale={{ emptyText: 'Noch keine externen Benutzer' }}
          renderItem={(u) => (
            <List.Item>
              <a className="bo-partner-card" href={hashHref(`/external-users/${u.id}`)}>
                <strong>{u.name}</strong> <StateTag user={u} />
                <div>{u.email}</div>
                <div className="bo-partner-muted">{branchNames(u)}</div>
                <ScopeTags user={u} />
              </a>
            </List.Item>
          )}
        />
      )}
      <Modal
        open={creating}
        title="Neuer externer Benutzer"
        okText="Anlegen"
        cancelText="Abbrechen"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form<ExternalUserForm>
          form={form}
          layout="vertical"
          initialValues={{ scopes: ['orders:read', 'orders:write', 'catalogue:read'], branches: [], isActive: true }}
          onFinish={create}
        >
          <ExternalUserFields />
        </Form>
      </Modal>
    </Card>
  );
}
