// Back office #/external-users/{id}: edit an external user, issue a new API token (shown once), and
// manage its webhook endpoints (issue 22 item 5) with each endpoint's delivery log.
import {
  formatDateTime,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@bestell/domain';
import {
  App,
  Button,
  Card,
  Checkbox,
  Drawer,
  Form,
  Grid,
  Input,
  List,
  Pagination,
  Popconfirm,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { hashHref, useGo } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { showSecretOnce } from '../core/show-secret';
import { ExternalUserFields, type ExternalUserForm, toBody, toForm } from './ExternalUserFields';
import { partnersApi, useDeliveries, useExternalUser, useInvalidatePartners, useWebhooks } from './partners-api';
import './partners.css';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((value) => ({ value, label: WEBHOOK_EVENT_LABELS[value] }));

const STATE_TAGS: Record<WebhookDeliveryView['state'], { color?: string; label: string }> = {
  pending: { color: 'blue', label: 'Ausstehend' },
  delivered: { color: 'green', label: 'Zugestellt' },
  failed: { color: 'red', label: 'Fehlgeschlagen' },
  skipped: { label: 'Übersprungen' },
};

const EndpointState = ({ endpoint }: { endpoint: WebhookEndpointView }) =>
  endpoint.isEnabled ? (
    <Tag color={endpoint.consecutiveFailures > 0 ? 'orange' : 'green'}>
      Aktiv{endpoint.consecutiveFailures > 0 ? ` (${endpoint.consecutiveFailures} Fehler in Folge)` : ''}
    </Tag>
  ) : (
    <Tag color="red">Deaktiviert{endpoint.disabledAt ? ` seit ${formatDateTime(endpoint.disabledAt)}` : ''}</Tag>
  );

function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpointView | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint?.id ?? null, page);
  const columns: TableColumnsType<WebhookDeliveryView> = [
    { title: 'Zeit', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { title: 'Ereignis', dataIndex: 'event', render: (e: WebhookEvent) => WEBHOOK_EVENT_LABELS[e] ?? e },
    {
      title: 'Status',
      dataIndex: 'state',
      render: (s: WebhookDeliveryView['state']) => <Tag color={STATE_TAGS[s].color}>{STATE_TAGS[s].label}</Tag>,
    },
    { title: 'Versuche', dataIndex: 'attempts' },
    { title: 'Letzte Antwort', key: 'response', render: (_, d) => <LastResponse delivery={d} /> },
  ];
  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      title="Zustellprotokoll"
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
    >
      {endpoint && <p className="bo-partner-url">{endpoint.url}</p>}
      {log.error ? (
        <LoadError
          message={commandErrorMessage(log.error, 'Zustellprotokoll konnte nicht geladen werden')}
          onRetry={() => void log.refetch()}
        />
      ) : screens.md ? (
        <Table<WebhookDeliveryView>
          rowKey="id"
          size="small"
          loading={log.isLoading}
          dataSource={log.data?.items ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: 'Noch keine Zustellungen' }}
        />
      ) : (
        <List
          loading={log.isLoading}
          dataSource={log.data?.items ?? []}
          locale={{ emptyText: 'Noch keine Zustellungen' }}
          renderItem={(d) => (
            <List.Item>
              <div>
                <Tag color={STATE_TAGS[d.state].color}>{STATE_TAGS[d.state].label}</Tag>
                {WEBHOOK_EVENT_LABELS[d.event] ?? d.event}
                <div className="bo-partner-muted">
                  {formatDateTime(d.createdAt)} · {d.attempts} {d.attempts === 1 ? 'Versuch' : 'Versuche'}
                </div>
                <LastResponse delivery={d} />
              </div>
            </List.Item>
          )}
        />
      )}
      {(log.data?.total ?? 0) > 20 && (
        <Pagination current={page} pageSize={20} total={log.data?.total} onChange={setPage} showSizeChanger={false} />
      )}
    </Drawer>
  );
}

function LastResponse({ delivery: d }: { delivery: WebhookDeliveryView }) {
  if (d.lastStatus === null && !d.lastError) return <span className="bo-partner-muted">–</span>;
  return (
    <div className="bo-partner-muted">
      {d.lastStatus !== null && <span>HTTP {d.lastStatus} </span>}
      {d.lastError && d.lastError !== `HTTP ${d.lastStatus}` && <span>{d.lastError} </span>}
      {d.lastResponse && (
        <Typography.Text code ellipsis={{ tooltip: d.lastResponse }} style={{ maxWidth: 220 }}>
          {d.lastResponse}
        </Typography.Text>
      )}
    </div>
  );
}

function Webhooks({ userId }: { userId: string }) {
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const endpoints = useWebhooks(userId);
  const invalidate = useInvalidatePartners();
  const [form] = Form.useForm<{ url: string; events: WebhookEvent[] }>();
  const [adding, setAdding] = useState(false);
  const [logOf, setLogOf] = useState<WebhookEndpointView | null>(null);

  const add = async (values: { url: string; events: WebhookEvent[] }) => {
    setAdding(true);
    try {
      const created = await partnersApi.createWebhook(userId, values);
      form.resetFields();
      void invalidate();
      showSecretOnce(
        'Signatur-Schlüssel des Webhooks',
        created.secret,
        <span>Damit prüft der Empfänger die Kopfzeile X-Signature (siehe README, „Integrating“).</span>,
      );
    } catch (error) {
      message.error(commandErrorMessage(error, 'Webhook konnte nicht angelegt werden'));
    } finally {
      setAdding(false);
    }
  };
  const change = async (endpoint: WebhookEndpointView, body: { enabled?: boolean }) => {
    try {
      await partnersApi.updateWebhook(endpoint.id, body);
      void invalidate();
    } catch (error) {
      message.error(commandErrorMessage(error, 'Webhook konnte nicht gespeichert werden'));
    }
  };
  const remove = async (endpoint: WebhookEndpointView) => {
    try {
      await partnersApi.removeWebhook(endpoint.id);
      void invalidate();
    } catch (error) {
      message.error(commandErrorMessage(error, 'Webhook konnte nicht gelöscht werden'));
    }
  };

  return (
    <Card title="Webhooks">
      {endpoints.error ? (
        <LoadError
          message={commandErrorMessage(endpoints.error, 'Webhooks konnten nicht geladen werden')}
          onRetry={() => void endpoints.refetch()}
        />
      ) : (
        <List
          loading={endpoints.isLoading}
          dataSource={endpoints.data ?? []}
          locale={{ emptyText: 'Noch keine Webhooks' }}
          renderItem={(endpoint) => {
            const actions = [
              <Button key="log" size="small" onClick={() => setLogOf(endpoint)}>
                Zustellungen
              </Button>,
              <Button key="toggle" size="small" onClick={() => void change(endpoint, { enabled: !endpoint.isEnabled })}>
                {endpoint.isEnabled ? 'Deaktivieren' : 'Aktivieren'}
              </Button>,
              <Popconfirm
                key="delete"
                title="Webhook löschen?"
                okText="Löschen"
                cancelText="Abbrechen"
                onConfirm={() => void remove(endpoint)}
              >
                <Button size="small" danger>
                  Löschen
                </Button>
              </Popconfirm>,
            ];
            // Phones: the buttons go below the address instead of beside it (no room to the right).
            return (
              <List.Item actions={screens.md ? actions : undefined}>
                <div className="bo-partner-endpoint">
                  <List.Item.Meta
                    title={<span className="bo-partner-url">{endpoint.url}</span>}
                    description={
                      <Space size={[4, 4]} wrap>
                        <EndpointState endpoint={endpoint} />
                        {endpoint.events.map((e) => (
                          <Tag key={e}>{WEBHOOK_EVENT_LABELS[e]}</Tag>
                        ))}
                      </Space>
                    }
                  />
                  {!screens.md && (
                    <Space wrap className="bo-partner-actions">
                      {actions}
                    </Space>
                  )}
                </div>
              </List.Item>
            );
          }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={add}
        className="bo-partner-add"
        initialValues={{ events: ['order.placed'] }}
      >
        <Typography.Title level={5}>Webhook hinzufügen</Typography.Title>
        <Form.Item
          name="url"
          label="Adresse (URL)"
          rules={[{ required: true, whitespace: true, message: 'Bitte eine Adresse angeben.' }]}
        >
          <Input placeholder="https://partner.example.at/webhooks/bestellwerk" maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="events"
          label="Ereignisse"
          rules={[{ required: true, message: 'Bitte mindestens ein Ereignis wählen.' }]}
        >
          <Checkbox.Group options={EVENT_OPTIONS} className="bo-partner-scopes" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adding}>
          Webhook hinzufügen
        </Button>
      </Form>
      <DeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} />
    </Card>
  );
}

export function ExternalUserPage({ id }: { id: string }) {
  const { message } = App.useApp();
  const go = useGo();
  const user = useExternalUser(id);
  const invalidate = useInvalidatePartners();
  const [form] = Form.useForm<ExternalUserForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (user.data) form.setFieldsValue(toForm(user.data));
  }, [user.data, form]);

  const save = async (values: ExternalUserForm) => {
    setSaving(true);
    try {
      await partnersApi.update(id, toBody(values));
      void invalidate();
      message.success('Externer Benutzer gespeichert');
    } catch (error) {
      message.error(commandErrorMessage(error, 'Externer Benutzer konnte nicht gespeichert werden'));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    try {
      await partnersApi.remove(id);
      void invalidate();
      message.success('Externer Benutzer gelöscht');
      go('/external-users', { replace: true });
    } catch (error) {
      message.error(commandErrorMessage(error, 'Externer Benutzer konnte nicht gelöscht werden'));
    }
  };
  const rotate = async () => {
    try {
      const { token } = await partnersApi.rotateToken(id);
      void invalidate();
      showSecretOnce('Neues API-Token', token, <span>Das bisherige Token gilt ab sofort nicht mehr.</span>);
    } catch (error) {
      message.error(commandErrorMessage(error, 'Token konnte nicht erzeugt werden'));
    }
  };

  if (user.error) {
    return (
      <Card title={<h1 className="bo-page-title">Externer Benutzer</h1>}>
        <LoadError
          message={commandErrorMessage(user.error, 'Externer Benutzer konnte nicht geladen werden')}
          onRetry={() => void user.refetch()}
        />
      </Card>
    );
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={<h1 className="bo-page-title">Externer Benutzer bearbeiten</h1>}
        extra={<Button href={hashHref('/external-users')}>Zurück zur Liste</Button>}
      >
        {!user.data ? (
          <Spin />
        ) : (
          <Form<ExternalUserForm> form={form} layout="vertical" onFinish={save}>
            <ExternalUserFields />
            <Space className="bo-form-actions" wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                Speichern
              </Button>
              <Popconfirm
                title="Neues Token erzeugen? Das bisherige gilt dann nicht mehr."
                okText="Erzeugen"
                cancelText="Abbrechen"
                onConfirm={() => void rotate()}
              >
                <Button>Neues API-Token</Button>
              </Popconfirm>
              <Popconfirm
                title="Externen Benutzer löschen?"
                okText="Löschen"
                cancelText="Abbrechen"
                onConfirm={() => void remove()}
              >
                <Button danger>Löschen</Button>
              </Popconfirm>
            </Space>
            <p className="bo-partner-muted">
              Token beginnt mit <code>{user.data.tokenHint}…</code>
              {user.data.lastUsedAt
                ? ` · zuletzt genutzt ${formatDateTime(user.data.lastUsedAt)}`
                : ' · noch nicht genutzt'}
            </p>
          </Form>
        )}
      </Card>
      <Webhooks userId={id} />
    </Space>
  );
}
