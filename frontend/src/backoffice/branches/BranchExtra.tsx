// Below a saved branch's form: its tables, the frontdesk link and the receipt printer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Table, Typography } from 'antd';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { showSecretOnce } from '../core/show-secret';
import { resourceListQuery, useInvalidateResource, type ResourceList } from '../resources/resource-queries';
import { FrontdeskLinkCard } from './FrontdeskLinkCard';
import { PrinterCard } from './PrinterCard';

type BranchRow = { id: string } & Record<string, unknown>;

/** Shows a new frontdesk key once: only its hash is kept on the server. */
export function showApiKey(apiKey: string, branchId: string) {
  showSecretOnce(
    'Neuer Frontdesk-Schlüssel',
    apiKey,
    <Typography.Text>
      Frontdesk-Adresse:{' '}
      <Typography.Text
        copyable
        code
      >{`${window.location.origin}/backend#/frontdesk/${branchId}/${apiKey}`}</Typography.Text>
    </Typography.Text>,
  );
}

type TableRow = ResourceList<'tables'>[number];

export function BranchExtra({ item }: { item: BranchRow }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const tables = useQuery({
    ...resourceListQuery('tables'),
    select: (rows) => rows.filter((t) => t.branch?.id === item.id),
  });
  const setTables = (change: (rows: TableRow[]) => TableRow[]) => {
    client.setQueryData<TableRow[]>(queryKeys.resourceList('tables'), (rows) => change(rows ?? []));
    void invalidate('tables');
  };
  const [form] = Form.useForm<{ identifier: string; name?: string }>();

  const addTable = async (values: { identifier: string; name?: string }) => {
    try {
      const created = await bo.post('/api/tables', { body: { ...values, branch: { id: item.id } } });
      setTables((rows) => [...rows, created]);
      form.resetFields();
    } catch (error) {
      message.error(resourceErrorMessage('tables', 'create', error));
    }
  };
  const removeTable = async (id: string) => {
    try {
      await bo.delete('/api/tables/{id}', { path: { id } });
      setTables((rows) => rows.filter((t) => t.id !== id));
    } catch (error) {
      message.error(resourceErrorMessage('tables', 'delete', error));
    }
  };

  return (
    <>
      <Card title={<h2 className="bo-section-title">Tische</h2>}>
        {tables.error ? (
          <LoadError
            message={resourceErrorMessage('tables', 'loadList', tables.error)}
            onRetry={() => void tables.refetch()}
          />
        ) : (
          <Table<TableRow>
            rowKey="id"
            size="small"
            loading={tables.isPending}
            dataSource={tables.data ?? []}
            pagination={false}
            columns={[
              { title: 'Kennung', dataIndex: 'identifier' },
              { title: 'Name', dataIndex: 'name' },
              {
                title: 'Aktionen',
                key: 'a',
                render: (_: unknown, t) => (
                  <Popconfirm
                    title="Tisch löschen?"
                    okText="Löschen"
                    cancelText="Abbrechen"
                    onConfirm={() => removeTable(t.id)}
                  >
                    <Button size="small" danger>
                      Löschen
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        )}
        <Form form={form} layout="inline" onFinish={addTable} style={{ marginTop: 12 }}>
          <Form.Item name="identifier" rules={[{ required: true, message: 'Kennung angeben' }]}>
            <Input placeholder="Kennung (z. B. T1)" aria-label="Tischkennung" />
          </Form.Item>
          <Form.Item name="name">
            <Input placeholder="Name" aria-label="Tischname" />
          </Form.Item>
          <Button htmlType="submit">Tisch hinzufügen</Button>
        </Form>
      </Card>
      <FrontdeskLinkCard branchId={item.id} />
      <PrinterCard branchId={item.id} />
    </>
  );
}
