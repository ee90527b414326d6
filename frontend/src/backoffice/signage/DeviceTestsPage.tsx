// Printers and notification devices (spec 7): a test notification, a test print and a log request per
// device, with 'Test nicht erfolgreich' / 'Log konnte nicht angefordert werden' on failure.
import { App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { bo } from '../core/api';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useResourceList, type ResourceList } from '../resources/resource-queries';
import { LOG_ERROR, TEST_ERROR } from './labels';
import './signage-bo.css';

type DeviceRow = ResourceList<'devices'>[number];

const TYPE_LABELS: Record<string, string> = {
  printer: 'Drucker',
  frontdesk: 'Frontdesk',
  'time-clock': 'Zeiterfassung',
  signage: 'TV',
};

type Action = 'test/notification' | 'test/print' | 'request-device-logs';

export default function DeviceTestsPage() {
  const { message } = App.useApp();
  const list = useResourceList('devices');
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (device: DeviceRow, action: Action) => {
    setBusy(`${device.id}:${action}`);
    try {
      await bo.post(`/api/devices/{id}/${action}`, { path: { id: device.id } });
      message.success(action === 'request-device-logs' ? 'Log angefordert' : 'Test gesendet');
    } catch (error) {
      message.error(commandErrorMessage(error, action === 'request-device-logs' ? LOG_ERROR : TEST_ERROR));
    } finally {
      setBusy(null);
    }
  };
  // Printers and the notification devices (frontdesk tablets); TVs have their commands, time clocks no test.
  const devices = (list.data ?? []).filter((d) => d.type === 'printer' || d.type === 'frontdesk');
  const button = (device: DeviceRow, action: Action, label: string) => (
    <Button size="small" loading={busy === `${device.id}:${action}`} onClick={() => void run(device, action)}>
      {label}
    </Button>
  );
  return (
    <Card title={<h1 className="bo-page-title">Gerätetests</h1>}>
      {list.error ? (
        <LoadError
          message={resourceErrorMessage('devices', 'loadList', list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<DeviceRow>
          rowKey="id"
          loading={list.isLoading}
          dataSource={devices}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <span className="sg-empty">Keine Drucker oder Benachrichtigungsgeräte</span> }}
          columns={[
            { title: 'Name', key: 'name', render: (_: unknown, d) => d.name || d.identifier },
            { title: 'Typ', dataIndex: 'type', render: (t: string) => TYPE_LABELS[t] ?? t },
            {
              title: 'Aktionen',
              key: 'actions',
              render: (_: unknown, d) => (
                <Space wrap>
                  {button(d, 'test/notification', 'Testbenachrichtigung')}
                  {d.type === 'printer' && button(d, 'test/print', 'Testdruck')}
                  {button(d, 'request-device-logs', 'Log anfordern')}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
