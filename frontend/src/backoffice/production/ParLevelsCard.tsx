// Par levels (issue 42 item 3): the branch's own counter stock per product and weekday, added to the bake list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { type ParLevelRow, standingApi, standingQueries } from './standing-api';
import { EMPTY_TEXT, UNIT_OPTIONS, unitText, WEEKDAY_NAMES, WEEKDAYS } from './standing-parts';
import { EditDeleteActions } from '../core/EditDeleteActions';

const WEEKDAY_SELECT = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_NAMES[value] }));

export function ParLevelsCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rows = useQuery(standingQueries.parLevels(branchId));
  const products = useOptions('products');
  const [editing, setEditing] = useState<ParLevelRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: standingQueries.parLevels(branchId).queryKey });
  const remove = useMutation({
    mutationFn: standingApi.removeParLevel,
    onSuccess: () => {
      void refresh();
      message.success('Mindestbestand gelöscht');
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Der Mindestbestand konnte nicht gelöscht werden.')),
  });
  const sorted = [...(rows.data ?? [])].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));

  return (
    <Card
      title="Mindestbestand der Theke"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          Neuer Mindestbestand
        </Button>
      }
    >
      {rows.error ? (
        <LoadError
          message={commandErrorMessage(rows.error, 'Die Mindestbestände konnten nicht geladen werden.')}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <Table<ParLevelRow>
          rowKey="id"
          size="small"
          loading={rows.isPending}
          dataSource={sorted}
          pagination={false}
          scroll={{ x: true }}
          locale={{
            emptyText: <span style={EMPTY_TEXT}>Kein Mindestbestand: nur Bestellungen kommen auf den Backzettel.</span>,
          }}
          columns={[
            { title: 'Wochentag', dataIndex: 'weekday', render: (v: ParLevelRow['weekday']) => WEEKDAY_NAMES[v] },
            {
              title: 'Produkt',
              key: 'product',
              render: (_: unknown, r) => products.find((p) => p.value === r.product.id)?.label ?? '…',
            },
            { title: 'Menge', key: 'quantity', render: (_: unknown, r) => `${r.quantity} ${unitText(r.unit)}` },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r) => (
                <EditDeleteActions
                  confirm="Mindestbestand löschen?"
                  onEdit={() => setEditing(r)}
                  onDelete={() => remove.mutate(r.id)}
                />
              ),
            },
          ]}
        />
      )}
      {editing && (
        <ParLevelDialog
          branchId={branchId}
          row={editing === 'new' ? null : editing}
          products={products}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}

interface ParForm {
  product?: string;
  weekday: ParLevelRow['weekday'];
  quantity?: number;
  unit: string;
}

function ParLevelDialog({
  branchId,
  row,
  products,
  onClose,
}: {
  branchId: string;
  row: ParLevelRow | null;
  products: { value: string; label: string }[];
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ParForm>();
  const save = useMutation({
    mutationFn: (v: ParForm) =>
      standingApi.saveParLevel(
        row?.id ?? null,
        { product: { id: v.product! }, weekday: v.weekday, quantity: String(v.quantity ?? 0), unit: v.unit },
        branchId,
      ),
    onSuccess: () => {
      message.success('Mindestbestand gespeichert');
      onClose(true);
    },
    onError: (error) =>
      message.error(commandErrorMessage(error, 'Der Mindestbestand konnte nicht gespeichert werden.')),
  });
  const initial: ParForm = row
    ? { product: row.product.id, weekday: row.weekday, quantity: Number(row.quantity), unit: row.unit }
    : { weekday: 'monday', unit: 'piece', quantity: 10 };
  const required = { required: true, message: 'Bitte angeben.' };

  return (
    <Modal
      open
      title={row ? 'Mindestbestand bearbeiten' : 'Neuer Mindestbestand'}
      okText="Speichern"
      cancelText="Abbrechen"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<ParForm> form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="product" label="Produkt" rules={[required]}>
          <Select options={products} showSearch optionFilterProp="label" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="weekday" label="Wochentag" rules={[required]}>
            <Select options={WEEKDAY_SELECT} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="quantity" label="Menge" rules={[required]}>
            <InputNumber min={0.001} />
          </Form.Item>
          <Form.Item name="unit" label="Einheit">
            <Select options={UNIT_OPTIONS} style={{ width: 100 }} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
