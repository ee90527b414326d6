// The capacity rules of a branch (issue 21): the table and the dialog that adds or edits one.
import { ORDER_LABELS, type OrderType, type Weekday } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { capacityApi, capacityKeys, capacityQueries, type RuleBody, type RuleRow } from './capacity-api';
import { caps, dayList, END_RULE, NoWrap, TIME_RULE, TYPE_OPTIONS, WEEKDAY_OPTIONS, WEEKDAYS } from './capacity-parts';
import { EditDeleteActions } from '../core/EditDeleteActions';

export function RulesCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rules = useQuery(capacityQueries.rules(branchId));
  const categories = useOptions('categories');
  const [editing, setEditing] = useState<RuleRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: capacityKeys.all });
  const remove = useMutation({
    mutationFn: capacityApi.deleteRule,
    onSuccess: () => {
      void refresh();
      message.success('Regel gelöscht');
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Die Regel konnte nicht gelöscht werden.')),
  });
  const categoryName = (id: string | undefined) => categories.find((c) => c.value === id)?.label ?? '…';

  return (
    <Card
      title="Regeln pro Zeitfenster"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          Neue Regel
        </Button>
      }
    >
      {rules.error ? (
        <LoadError
          message={commandErrorMessage(rules.error, 'Die Regeln konnten nicht geladen werden.')}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <Table<RuleRow>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={rules.isPending}
          dataSource={rules.data ?? []}
          pagination={false}
          locale={{ emptyText: 'Keine Regeln: alle Zeitfenster sind unbegrenzt.' }}
          columns={[
            { title: 'Name', dataIndex: 'name', render: (v: string) => v || '–' },
            { title: 'Bestellart', dataIndex: 'orderType', render: (v: OrderType) => ORDER_LABELS.orderTypeStaff[v] },
            { title: 'Tage', key: 'weekdays', render: (_: unknown, r) => dayList(r.weekdays) },
            { title: 'Zeit', key: 'window', render: (_: unknown, r) => <NoWrap>{`${r.from} – ${r.to}`}</NoWrap> },
            { title: 'Zeitfenster', dataIndex: 'slotMinutes', render: (v: number) => `${v} Min.` },
            { title: 'Obergrenze', key: 'caps', render: (_: unknown, r) => caps(r) },
            {
              title: 'Kategorie',
              key: 'category',
              render: (_: unknown, r) => (r.category ? categoryName(r.category.id) : 'ganze Bestellung'),
            },
            {
              title: 'Aktiv',
              dataIndex: 'isEnabled',
              render: (v: boolean) => (v ? <Tag color="green">aktiv</Tag> : <Tag>aus</Tag>),
            },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r) => (
                <EditDeleteActions
                  confirm="Regel löschen?"
                  onEdit={() => setEditing(r)}
                  onDelete={() => remove.mutate(r.id)}
                />
              ),
            },
          ]}
        />
      )}
      {editing && (
        <RuleDialog
          branchId={branchId}
          rule={editing === 'new' ? null : editing}
          categories={categories}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}

interface RuleForm {
  name?: string;
  orderType: OrderType;
  weekdays: Weekday[];
  from: string;
  to: string;
  slotMinutes: number;
  maxOrders?: number | null;
  maxItems?: number | null;
  maxMinutes?: number | null;
  category?: string;
  isEnabled: boolean;
}

function RuleDialog({
  branchId,
  rule,
  categories,
  onClose,
}: {
  branchId: string;
  rule: RuleRow | null;
  categories: { value: string; label: string }[];
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleForm>();
  const save = useMutation({
    mutationFn: (values: RuleForm) => {
      const body: RuleBody = {
        name: values.name ?? '',
        orderType: values.orderType,
        weekdays: values.weekdays,
        from: values.from,
        to: values.to,
        slotMinutes: values.slotMinutes,
        maxOrders: values.maxOrders ?? null,
        maxItems: values.maxItems ?? null,
        maxMinutes: values.maxMinutes ?? null,
        category: values.category ? { id: values.category } : null,
        isEnabled: values.isEnabled,
      };
      return capacityApi.saveRule(rule?.id ?? null, body, branchId);
    },
    onSuccess: () => {
      message.success('Regel gespeichert');
      onClose(true);
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Die Regel konnte nicht gespeichert werden.')),
  });
  const initial: RuleForm = rule
    ? { ...rule, weekdays: [...rule.weekdays], category: rule.category?.id }
    : {
        orderType: 'takeaway',
        weekdays: [...WEEKDAYS],
        from: '08:00',
        to: '18:00',
        slotMinutes: 30,
        isEnabled: true,
        maxOrders: 10,
      };

  return (
    <Modal
      open
      title={rule ? 'Regel bearbeiten' : 'Neue Regel'}
      okText="Speichern"
      cancelText="Abbrechen"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      width={640}
    >
      <Form<RuleForm> form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label="Name">
          <Input maxLength={120} placeholder="z. B. Mittagsspitze" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="orderType" label="Bestellart" rules={[{ required: true }]}>
            <Select options={TYPE_OPTIONS} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="category" label="Nur Kategorie">
            <Select options={categories} allowClear placeholder="ganze Bestellung" style={{ width: 220 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="weekdays"
          label="Wochentage"
          rules={[{ required: true, type: 'array', min: 1, message: 'Bitte wählen Sie mindestens einen Wochentag.' }]}
        >
          <Checkbox.Group options={WEEKDAY_OPTIONS} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="from" label="Von" rules={[{ required: true, message: 'Bitte angeben.' }, TIME_RULE]}>
            <Input placeholder="08:00" style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="to" label="Bis" rules={[{ required: true, message: 'Bitte angeben.' }, END_RULE]}>
            <Input placeholder="18:00" style={{ width: 100 }} />
          </Form.Item>
          <Form.Item
            name="slotMinutes"
            label="Zeitfenster (Min.)"
            rules={[{ required: true, message: 'Bitte angeben.' }]}
          >
            <InputNumber min={5} max={1440} step={5} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="maxOrders" label="Max. Bestellungen">
            <InputNumber min={0} placeholder="unbegrenzt" style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="maxItems" label="Max. Artikel">
            <InputNumber min={0} placeholder="unbegrenzt" style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="maxMinutes" label="Max. Zubereitungsminuten">
            <InputNumber min={0} placeholder="unbegrenzt" style={{ width: 150 }} />
          </Form.Item>
        </Space>
        <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
