// 'Serienbestellungen' (issue 42 item 3), in the group Backstube beside the Backzettel: per branch, the
// standing orders of business customers (weekdays, lines, period, the customer's link to see and pause
// them) and the par levels (the shop's own counter stock per product and weekday). Both add to the bake
// list; at the branch's cut-off each standing order's day becomes a real order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { resourceListQuery, useOptions } from '../resources/resource-queries';
import { ParLevelsCard } from './ParLevelsCard';
import { customerLink, type StandingBody, type StandingRow, standingApi, standingQueries } from './standing-api';
import { dayList, EMPTY_TEXT, germanDate, UNIT_OPTIONS, unitText, WEEKDAY_OPTIONS } from './standing-parts';
import { EditDeleteActions } from '../core/EditDeleteActions';

export function StandingOrdersPage() {
  const branches = useOptions('branches');
  const [branchId, setBranchId] = useState<string | undefined>();
  useEffect(() => {
    if (!branchId && branches.length > 0) setBranchId(branches[0]!.value);
  }, [branchId, branches]);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<h1 className="bo-page-title">Serienbestellungen</h1>}>
        <Space wrap>
          <label htmlFor="standing-branch">Filiale</label>
          <Select
            id="standing-branch"
            style={{ width: 260 }}
            options={branches}
            value={branchId}
            onChange={setBranchId}
            placeholder="Filiale wählen"
          />
        </Space>
      </Card>
      {branchId && <StandingOrdersCard branchId={branchId} />}
      {branchId && <ParLevelsCard branchId={branchId} />}
    </Space>
  );
}

function StandingOrdersCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rows = useQuery(standingQueries.list(branchId));
  const products = useOptions('products');
  const [editing, setEditing] = useState<StandingRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: standingQueries.list(branchId).queryKey });
  const remove = useMutation({
    mutationFn: standingApi.remove,
    onSuccess: () => {
      void refresh();
      message.success('Serienbestellung gelöscht');
    },
    onError: (error) => message.error(commandErrorMessage(error, 'Die Serienbestellung konnte nicht gelöscht werden.')),
  });
  const productName = (id: string) => products.find((p) => p.value === id)?.label ?? '…';

  return (
    <Card
      title="Serienbestellungen von Geschäftskunden"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          Neue Serienbestellung
        </Button>
      }
    >
      {rows.error ? (
        <LoadError
          message={commandErrorMessage(rows.error, 'Die Serienbestellungen konnten nicht geladen werden.')}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <Table<StandingRow>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={rows.isPending}
          dataSource={rows.data ?? []}
          pagination={false}
          locale={{ emptyText: <span style={EMPTY_TEXT}>Keine Serienbestellungen.</span> }}
          columns={[
            { title: 'Kunde', dataIndex: 'customerName' },
            { title: 'Tage', key: 'weekdays', render: (_: unknown, r) => dayList(r.weekdays) },
            {
              title: 'Zeitraum',
              key: 'period',
              render: (_: unknown, r) =>
                r.endDate ? `${germanDate(r.startDate)} – ${germanDate(r.endDate)}` : `ab ${germanDate(r.startDate)}`,
            },
            {
              title: 'Produkte',
              key: 'items',
              render: (_: unknown, r) =>
                r.items.map((i) => `${i.amount} ${unitText(i.unit)} ${productName(i.product.id)}`).join(', '),
            },
            {
              title: 'Pausen',
              key: 'paused',
              render: (_: unknown, r) => (r.pausedDates.length ? r.pausedDates.map(germanDate).join(', ') : '–'),
            },
            { title: 'Zuletzt', key: 'runs', render: (_: unknown, r) => <LastRuns runs={r.runs} /> },
            {
              title: 'Aktiv',
              dataIndex: 'isEnabled',
              render: (v: boolean) => (v ? <Tag color="green">aktiv</Tag> : <Tag>aus</Tag>),
            },
            {
              title: 'Kundenlink',
              key: 'link',
              render: (_: unknown, r) => (
                <Typography.Text copyable={{ text: customerLink(r.accessToken) }}>
                  <a href={customerLink(r.accessToken)} target="_blank" rel="noreferrer">
                    Link öffnen
                  </a>
                </Typography.Text>
              ),
            },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r) => (
                <EditDeleteActions
                  confirm="Serienbestellung löschen?"
                  onEdit={() => setEditing(r)}
                  onDelete={() => remove.mutate(r.id)}
                />
              ),
            },
          ]}
        />
      )}
      {editing && (
        <StandingDialog
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

/** The last day placed ('bestellt für 09.12.2026') and the days that could not be, with the reason. */
function LastRuns({ runs }: { runs: StandingRow['runs'] }) {
  const placed = runs.find((run) => run.orderId);
  const failed = runs.filter((run) => !run.orderId);
  if (!placed && failed.length === 0) return <>–</>;
  return (
    <Space orientation="vertical" size={0}>
      {placed && <span>{`bestellt für ${germanDate(placed.date)}`}</span>}
      {failed.map((run) => (
        <Typography.Text key={run.date} type="danger">
          {`${germanDate(run.date)}: ${run.error ?? 'nicht bestellt'}`}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** A product's configuration steps as the product list answers them. */
interface ProductSteps {
  id: string;
  config?: { parts?: { type: string; name: string; optional?: boolean; options?: { name: string }[] }[] };
}

/** The product's single choices (size, filling) of one line: they change what is baked. */
function ItemOptions({ name }: { name: number }) {
  const form = Form.useFormInstance<StandingForm>();
  const productId = Form.useWatch(['items', name, 'product'], form) as string | undefined;
  const { data } = useQuery({ ...resourceListQuery('products'), staleTime: Infinity });
  const steps = (data as ProductSteps[] | undefined)?.find((p) => p.id === productId)?.config?.parts ?? [];
  return (
    <>
      {steps.map((step, k) =>
        step.type === 'select' ? (
          <Form.Item
            key={k}
            name={[name, 'parts', k]}
            label={step.name}
            rules={step.optional ? [] : [REQUIRED]}
            getValueProps={(value: { name?: string } | null) => ({ value: value?.name })}
            normalize={(value?: string) => (value ? { name: value } : null)}
          >
            <Select
              allowClear={!!step.optional}
              style={{ width: 180 }}
              options={(step.options ?? []).map((o) => ({ value: o.name, label: o.name }))}
            />
          </Form.Item>
        ) : null,
      )}
    </>
  );
}

/**
 * The weekdays as one checkbox group. Form.Item marks its control aria-required, which the group's plain
 * <div> may not carry (axe: aria-allowed-attr); each box is a labelled checkbox already.
 */
function WeekdayChecks({ id, value, onChange }: { id?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <div id={id}>
      <Checkbox.Group options={WEEKDAY_OPTIONS} value={value} onChange={onChange} />
    </div>
  );
}

interface StandingForm {
  customerName: string;
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
  weekdays: string[];
  startDate: string;
  endDate?: string;
  items: { product?: string; amount?: number; unit?: string; parts?: unknown[] }[];
  comment?: string;
  isEnabled: boolean;
}

const REQUIRED = { required: true, message: 'Bitte angeben.' };

function StandingDialog({
  branchId,
  row,
  products,
  onClose,
}: {
  branchId: string;
  row: StandingRow | null;
  products: { value: string; label: string }[];
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StandingForm>();
  const save = useMutation({
    mutationFn: (values: StandingForm) => {
      const body: StandingBody = {
        customerName: values.customerName,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone ?? '',
        email: values.email ?? '',
        weekdays: values.weekdays as StandingBody['weekdays'],
        startDate: values.startDate,
        endDate: values.endDate || null,
        items: values.items.map((i) => ({
          product: { id: i.product! },
          amount: String(i.amount ?? 1),
          unit: i.unit ?? 'piece',
          // One entry per configuration step: the chosen option of a choice, null elsewhere.
          parts: Array.from(i.parts ?? [], (part) => part ?? null) as StandingBody['items'][number]['parts'],
        })),
        comment: values.comment ?? '',
        isEnabled: values.isEnabled,
      };
      return standingApi.save(row?.id ?? null, body, branchId);
    },
    onSuccess: () => {
      message.success('Serienbestellung gespeichert');
      onClose(true);
    },
    onError: (error) =>
      message.error(commandErrorMessage(error, 'Die Serienbestellung konnte nicht gespeichert werden.')),
  });
  const initial: StandingForm = row
    ? {
        ...row,
        endDate: row.endDate ?? undefined,
        items: row.items.map((i) => ({
          product: i.product.id,
          amount: Number(i.amount),
          unit: i.unit,
          parts: i.parts,
        })),
      }
    : {
        customerName: '',
        firstName: '',
        lastName: '',
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        startDate: new Date().toISOString().slice(0, 10),
        items: [{ amount: 1, unit: 'piece' }],
        isEnabled: true,
      };

  return (
    <Modal
      open
      title={row ? 'Serienbestellung bearbeiten' : 'Neue Serienbestellung'}
      okText="Speichern"
      cancelText="Abbrechen"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      width={720}
    >
      <Form<StandingForm> form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="customerName" label="Kunde (Firma)" rules={[REQUIRED]}>
          <Input maxLength={200} placeholder="z. B. Café Central" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="firstName" label="Vorname" rules={[REQUIRED]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Nachname" rules={[REQUIRED]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="phone" label="Telefon">
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="email" label="E-Mail">
            {/* Wide enough for an address like empfang@hotel-am-markt.at (the default cut it off). */}
            <Input maxLength={180} type="email" style={{ width: 280 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="weekdays"
          label="Wochentage"
          rules={[{ required: true, type: 'array', min: 1, message: 'Bitte wählen Sie mindestens einen Wochentag.' }]}
        >
          <WeekdayChecks />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="startDate" label="Ab" rules={[REQUIRED]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="endDate" label="Bis (leer: unbefristet)">
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} wrap align="start">
                  <Form.Item name={[field.name, 'product']} label={`Produkt ${index + 1}`} rules={[REQUIRED]}>
                    <Select
                      options={products}
                      showSearch
                      optionFilterProp="label"
                      style={{ width: 260 }}
                      onChange={() => form.setFieldValue(['items', field.name, 'parts'], [])}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']} label="Menge" rules={[REQUIRED]}>
                    <InputNumber min={0.001} step={1} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unit']} label="Einheit">
                    <Select options={UNIT_OPTIONS} style={{ width: 100 }} />
                  </Form.Item>
                  <ItemOptions name={field.name} />
                  <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)} disabled={fields.length === 1}>
                    Entfernen
                  </Button>
                </Space>
              ))}
              <Form.Item>
                <Button onClick={() => add({ amount: 1, unit: 'piece' })}>Produkt hinzufügen</Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Form.Item name="comment" label="Anmerkung (steht auf jeder Bestellung)">
          <Input.TextArea maxLength={2000} rows={2} />
        </Form.Item>
        <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
