// 'Kapazitäten' (issue 21): per branch, the capacity rules (weekdays, time window, slot length, caps on
// orders, items, preparation minutes, optionally per category), rush mode and cut-offs, and a preview
// of one day's slots as customers and the frontdesk see them (full slots in red).
import {
  CAPACITY_TEXTS,
  GERMAN_WEEKDAYS,
  ORDER_LABELS,
  type OrderType,
  type SlotView,
  type Weekday,
  zonedParts,
} from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useInit } from '../../shared/api/init';
import { commandErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { capacityApi, capacityKeys, type RuleBody, type RuleRow, type SettingsRow } from './capacity-api';
import './capacity.css';

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY_OPTIONS = WEEKDAYS.map((value, i) => ({ value, label: GERMAN_WEEKDAYS[i]!.slice(0, 2) }));
const ORDER_TYPES: OrderType[] = ['takeaway', 'delivery', 'dineIn'];
const TYPE_OPTIONS = ORDER_TYPES.map((value) => ({ value, label: ORDER_LABELS.orderTypeStaff[value] }));
const TIME_RULE = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Bitte im Format HH:MM angeben.' };
const END_RULE = {
  pattern: /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
  message: 'Bitte im Format HH:MM angeben (bis 24:00).',
};

/** 'täglich', 'Mo–Fr' or the days one by one. */
function dayList(days: readonly Weekday[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'täglich';
  const workdays = WEEKDAYS.slice(0, 5);
  if (set.size === 5 && workdays.every((d) => set.has(d))) return 'Mo–Fr';
  return WEEKDAY_OPTIONS.filter((o) => set.has(o.value))
    .map((o) => o.label)
    .join(', ');
}

const NoWrap = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

const caps = (r: Pick<RuleRow, 'maxOrders' | 'maxItems' | 'maxMinutes'>) =>
  [
    r.maxOrders !== null && `${r.maxOrders} Bestellungen`,
    r.maxItems !== null && `${r.maxItems} Artikel`,
    r.maxMinutes !== null && `${r.maxMinutes} Min. Zubereitung`,
  ]
    .filter(Boolean)
    .join(', ') || 'ohne Obergrenze';

export default function CapacityPage() {
  const branches = useOptions('branches');
  const [branchId, setBranchId] = useState<string | undefined>();
  useEffect(() => {
    if (!branchId && branches.length > 0) setBranchId(branches[0]!.value);
  }, [branchId, branches]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<h1 className="bo-page-title">Kapazitäten</h1>}>
        <Space wrap>
          <label htmlFor="capacity-branch">Filiale</label>
          <Select
            id="capacity-branch"
            style={{ width: 260 }}
            options={branches}
            value={branchId}
            onChange={setBranchId}
            placeholder="Filiale wählen"
          />
        </Space>
      </Card>
      {branchId && <RulesCard branchId={branchId} />}
      {branchId && <SettingsCard branchId={branchId} />}
      {branchId && <PreviewCard branchId={branchId} />}
    </Space>
  );
}

function RulesCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rules = useQuery({ queryKey: capacityKeys.rules(branchId), queryFn: () => capacityApi.rules(branchId) });
  const categories = useOptions('categories');
  const [editing, setEditing] = useState<RuleRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['capacity'] });
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
                <Space>
                  <Button size="small" onClick={() => setEditing(r)}>
                    Bearbeiten
                  </Button>
                  <Popconfirm
                    title="Regel löschen?"
                    okText="Löschen"
                    cancelText="Abbrechen"
                    onConfirm={() => remove.mutate(r.id)}
                  >
                    <Button size="small" danger>
                      Löschen
                    </Button>
                  </Popconfirm>
                </Space>
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

type SettingsForm = Omit<SettingsRow, 'id' | 'branch'>;

function SettingsCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: capacityKeys.settings(branchId),
    queryFn: () => capacityApi.settings(branchId),
  });
  const [form] = Form.useForm<SettingsForm>();
  useEffect(() => {
    if (settings.isSuccess) form.setFieldsValue(settings.data ?? EMPTY_SETTINGS);
  }, [settings.isSuccess, settings.data, form]);
  const save = useMutation({
    mutationFn: (values: SettingsForm) =>
      capacityApi.saveSettings(
        settings.data?.id ?? null,
        {
          leadMinutes: values.leadMinutes ?? 0,
          rushThreshold: values.rushThreshold ?? null,
          rushLeadMinutes: values.rushLeadMinutes ?? 0,
          pauseThreshold: values.pauseThreshold ?? null,
          sameDayCutoff: values.sameDayCutoff || null,
          dayBeforeCutoff: values.dayBeforeCutoff || null,
        },
        branchId,
      ),
    onSuccess: () => {
      message.success('Einstellungen gespeichert');
      void client.invalidateQueries({ queryKey: ['capacity'] });
    },
    onError: (error) =>
      message.error(commandErrorMessage(error, 'Die Einstellungen konnten nicht gespeichert werden.')),
  });

  return (
    <Card title="Vorlaufzeit, Hochbetrieb und Annahmeschluss">
      <Form<SettingsForm> form={form} layout="vertical" initialValues={EMPTY_SETTINGS} onFinish={(v) => save.mutate(v)}>
        <Space wrap align="start">
          <Form.Item name="leadMinutes" label="Vorlaufzeit (Min.)">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="rushThreshold" label="Hochbetrieb ab offenen Bestellungen" tooltip="Leer: nie">
            <InputNumber min={0} placeholder="nie" />
          </Form.Item>
          <Form.Item name="rushLeadMinutes" label="Zusätzliche Vorlaufzeit (Min.)">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item
            name="pauseThreshold"
            label="Online-Bestellungen pausieren ab"
            tooltip={`Kunden sehen: „${CAPACITY_TEXTS.paused}“`}
          >
            <InputNumber min={0} placeholder="nie" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="sameDayCutoff" label="Annahmeschluss für heute" rules={[TIME_RULE]}>
            <Input placeholder="z. B. 14:00" style={{ width: 140 }} allowClear />
          </Form.Item>
          <Form.Item name="dayBeforeCutoff" label="Annahmeschluss für morgen" rules={[TIME_RULE]}>
            <Input placeholder="z. B. 16:00" style={{ width: 140 }} allowClear />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Speichern
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const EMPTY_SETTINGS: SettingsForm = {
  leadMinutes: 0,
  rushThreshold: null,
  rushLeadMinutes: 0,
  pauseThreshold: null,
  sameDayCutoff: null,
  dayBeforeCutoff: null,
};

function PreviewCard({ branchId }: { branchId: string }) {
  const [orderType, setOrderType] = useState<OrderType>('takeaway');
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const day = date.format('YYYY-MM-DD');
  const slots = useQuery({
    queryKey: capacityKeys.slots(branchId, orderType, day),
    queryFn: () => capacityApi.slots(branchId, orderType, day),
  });
  const tz = useInit().data?.config.timezone ?? 'Europe/Vienna';
  const time = (iso: string) => zonedParts(iso, tz).time;
  const left = (v: number | null) => (v === null ? '–' : v);

  return (
    <Card
      title="Auslastung"
      extra={
        <Space wrap>
          <Segmented<OrderType> options={TYPE_OPTIONS} value={orderType} onChange={setOrderType} />
          <DatePicker value={date} onChange={(d) => d && setDate(d)} format="DD.MM.YYYY" allowClear={false} />
        </Space>
      }
    >
      {slots.data?.notice && <p className="bo-capacity-notice">{slots.data.notice}</p>}
      {slots.data && (
        <p>
          Vorlaufzeit jetzt: {slots.data.leadMinutes} Min.{slots.data.paused ? ' · Online-Bestellungen pausiert' : ''}
        </p>
      )}
      <Table<SlotView>
        rowKey="start"
        size="small"
        scroll={{ x: true }}
        loading={slots.isPending}
        dataSource={slots.data?.slots ?? []}
        pagination={false}
        locale={{ emptyText: 'An diesem Tag gilt keine Regel.' }}
        rowClassName={(s) => (s.full ? 'bo-capacity-full' : '')}
        columns={[
          {
            title: 'Zeitfenster',
            key: 'slot',
            render: (_: unknown, s) => <NoWrap>{`${time(s.start)} – ${time(s.end)}`}</NoWrap>,
          },
          { title: 'Bestellungen frei', key: 'orders', render: (_: unknown, s) => left(s.remaining.orders) },
          { title: 'Artikel frei', key: 'items', render: (_: unknown, s) => left(s.remaining.items) },
          { title: 'Minuten frei', key: 'minutes', render: (_: unknown, s) => left(s.remaining.minutes) },
          {
            title: 'Status',
            key: 'full',
            render: (_: unknown, s) =>
              s.full ? <Tag color="red">{CAPACITY_TEXTS.full}</Tag> : <Tag color="green">frei</Tag>,
          },
        ]}
      />
    </Card>
  );
}
