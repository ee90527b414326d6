import {
  App,
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { bo } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { compact, nullableText, optionalText } from '../core/form-values';
import { LoadError } from '../core/LoadError';
import { useLoad } from '../core/use-load';
import type { FormValues, ResourceConfig } from '../resources/types';
import { refIds, toRefs, useOptions } from '../resources/use-options';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { PrinterCard } from './PrinterCard';

type BranchRow = { id: string } & Record<string, unknown>;

const MONEY = { pattern: /^\d{1,8}([.,]\d{1,2})?$/, message: 'Betrag wie 3,50' };
const RATE = { pattern: /^\d{1,3}([.,]\d{1,2})?$/, message: 'Prozentsatz wie 10' };

const FLAG_GROUPS: { legend: string; flags: [string, string][] }[] = [
  {
    legend: 'Sichtbarkeit',
    flags: [
      ['isEnabled', 'Aktiv'],
      ['isPublic', 'Öffentlich'],
    ],
  },
  {
    legend: 'Bestellarten',
    flags: [
      ['isTakeawayEnabled', 'Abholung'],
      ['isDeliveryEnabled', 'Lieferung'],
      ['isDineInEnabled', 'Vor Ort'],
      ['isTableSelectionEnabled', 'Tischauswahl'],
      ['isPreorderEnabled', 'Vorbestellung'],
      ['isAppointmentRequired', 'Termin erforderlich'],
      ['isQuotationRequired', 'Angebot erforderlich'],
      ['isDeliveryHoursEnabled', 'Eigene Lieferzeiten'],
    ],
  },
  {
    legend: 'Kontaktdaten erforderlich',
    flags: [
      ['isDeliveryEmailRequired', 'E-Mail bei Lieferung'],
      ['isTakeawayEmailRequired', 'E-Mail bei Abholung'],
      ['isDineInEmailRequired', 'E-Mail vor Ort'],
      ['isDeliveryPhoneRequired', 'Telefon bei Lieferung'],
      ['isTakeawayPhoneRequired', 'Telefon bei Abholung'],
      ['isDineInPhoneRequired', 'Telefon vor Ort'],
      ['isDeliveryAddressRequired', 'Adresse bei Lieferung'],
      ['isTakeawayAddressRequired', 'Adresse bei Abholung'],
      ['isDineInAddressRequired', 'Adresse vor Ort'],
    ],
  },
  {
    legend: 'Zahlungsarten',
    flags: [
      ['isCashEnabled', 'Bar'],
      ['isATMCardEnabled', 'Bankomatkarte'],
      ['isMollieEnabled', 'Mollie'],
      ['isDatatransEnabled', 'Datatrans'],
      ['isHydroAGVoucherEnabled', 'Hydro-AG-Gutschein'],
    ],
  },
];
const FLAGS = FLAG_GROUPS.flatMap((g) => g.flags.map(([f]) => f));

function DeliveryAreasEditor() {
  return (
    <Form.List name="deliveryAreas">
      {(areas, { add, remove }) => (
        <fieldset className="bo-fieldset">
          <legend>Liefergebiete</legend>
          {areas.map((area) => (
            <Space key={area.key} wrap align="start">
              <Form.Item
                name={[area.name, 'area']}
                label="Gebiet"
                rules={[{ required: true, message: 'Bitte ein Gebiet angeben.' }]}
              >
                <Input style={{ width: 200 }} placeholder="z. B. 1010 Wien" />
              </Form.Item>
              <Form.Item name={[area.name, 'price']} label="Liefergebühr" rules={[{ required: true }, MONEY]}>
                <Input inputMode="decimal" style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={[area.name, 'tax']} label="Steuer %" rules={[{ required: true }, RATE]}>
                <Input inputMode="decimal" style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name={[area.name, 'minimumOrderValue']} label="Mindestbestellwert" rules={[MONEY]}>
                <Input inputMode="decimal" style={{ width: 130 }} />
              </Form.Item>
              <Form.Item name={[area.name, 'freeFromOrderValue']} label="Gratis ab" rules={[MONEY]}>
                <Input inputMode="decimal" style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={[area.name, 'free']} valuePropName="checked" label=" ">
                <Checkbox>Gratis</Checkbox>
              </Form.Item>
              <Form.Item
                name={[area.name, 'zipCodes']}
                label="Postleitzahlen"
                tooltip="Durch Komma getrennt, z. B. 1010, 1070 oder 80* für alle mit 80. Leer: alle Postleitzahlen."
              >
                <Input style={{ width: 220 }} placeholder="leer = alle" />
              </Form.Item>
              <Form.Item label=" ">
                <Button danger onClick={() => remove(area.name)}>
                  Entfernen
                </Button>
              </Form.Item>
            </Space>
          ))}
          <Button onClick={() => add({ price: '0', tax: '20', minimumOrderValue: '0', free: false })}>
            Liefergebiet hinzufügen
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

function BranchFields() {
  const divisions = useOptions('/divisions');
  const tags = useOptions('/tags');
  const general = (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Bitte einen Namen angeben.' }]}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          name="identifier"
          label="Kennung (URL)"
          rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]*$/, message: 'Kleinbuchstaben, Ziffern, - und _' }]}
        >
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="division" label="Organisation">
          <Select options={divisions} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="tags" label="Tags">
          <Select mode="multiple" options={tags} style={{ minWidth: 220 }} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name="street" label="Straße">
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="zipCode" label="PLZ">
          <Input style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="city" label="Ort">
          <Input style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="phone" label="Telefon">
          <Input style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="email" label="E-Mail" rules={[{ type: 'email', message: 'Keine gültige E-Mail-Adresse.' }]}>
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="latitude" label="Breitengrad">
          <Input style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="longitude" label="Längengrad">
          <Input style={{ width: 130 }} />
        </Form.Item>
      </Space>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="keywords" label="Suchbegriffe">
        <Input />
      </Form.Item>
      <Form.Item name="internalNote" label="Interne Notiz">
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
  const hours = (
    <>
      <OpeningHoursEditor name="openingHours" label="Öffnungszeiten" />
      <OpeningHoursEditor name="deliveryHours" label="Lieferzeiten" />
      <Space wrap align="start">
        <Form.Item name="orderableFrom" label="Bestellbar ab (Uhrzeit)">
          <Input type="time" />
        </Form.Item>
        <Form.Item name="closedMessage" label="Text bei geschlossener Filiale">
          <Input.TextArea rows={2} style={{ width: 420 }} />
        </Form.Item>
      </Space>
    </>
  );
  const flags = (
    <Space direction="vertical" style={{ width: '100%' }}>
      {FLAG_GROUPS.map((group) => (
        <fieldset key={group.legend} className="bo-fieldset">
          <legend>{group.legend}</legend>
          <Space wrap>
            {group.flags.map(([flag, label]) => (
              <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
                <Checkbox>{label}</Checkbox>
              </Form.Item>
            ))}
          </Space>
        </fieldset>
      ))}
    </Space>
  );
  return (
    <Tabs
      items={[
        { key: 'general', label: 'Allgemein', children: general, forceRender: true },
        { key: 'hours', label: 'Öffnungs- und Lieferzeiten', children: hours, forceRender: true },
        { key: 'areas', label: 'Liefergebiete', children: <DeliveryAreasEditor />, forceRender: true },
        { key: 'flags', label: 'Bestellarten, Kontakt, Zahlung', children: flags, forceRender: true },
      ]}
    />
  );
}

/** Shows a new frontdesk key once: only its hash is kept on the server. */
export function showApiKey(apiKey: string, branchId: string) {
  Modal.info({
    title: 'Neuer Frontdesk-Schlüssel',
    width: 560,
    content: (
      <Space direction="vertical">
        <Alert type="warning" showIcon title="Der Schlüssel wird nur jetzt angezeigt. Bitte notieren Sie ihn." />
        <Typography.Text copyable code>
          {apiKey}
        </Typography.Text>
        <Typography.Text>
          Frontdesk-Adresse:{' '}
          <Typography.Text
            copyable
            code
          >{`${window.location.origin}/backend#/frontdesk/${branchId}/${apiKey}`}</Typography.Text>
        </Typography.Text>
      </Space>
    ),
  });
}

interface TableRow {
  id: string;
  identifier: string;
  name?: string;
  branch: { id: string };
}

function BranchExtra({ item }: { item: BranchRow }) {
  const { message } = App.useApp();
  const [rotating, setRotating] = useState(false);
  const tables = useLoad(
    async () => (await bo.get<TableRow[]>('/tables')).filter((t) => t.branch?.id === item.id),
    [item.id],
  );
  const [form] = Form.useForm<{ identifier: string; name?: string }>();

  const rotate = async () => {
    setRotating(true);
    try {
      const result = await bo.post<{ apiKey: string }>(`/branches/${item.id}/api-key`);
      showApiKey(result.apiKey, item.id);
    } catch (error) {
      message.error(resourceErrorMessage('branches', 'update', error));
    } finally {
      setRotating(false);
    }
  };
  const addTable = async (values: { identifier: string; name?: string }) => {
    try {
      const created = await bo.post<TableRow>('/tables', { ...values, branch: { id: item.id } });
      tables.setData([...(tables.data ?? []), created]);
      form.resetFields();
    } catch (error) {
      message.error(resourceErrorMessage('tables', 'create', error));
    }
  };
  const removeTable = async (id: string) => {
    try {
      await bo.delete(`/tables/${id}`);
      tables.setData((tables.data ?? []).filter((t) => t.id !== id));
    } catch (error) {
      message.error(resourceErrorMessage('tables', 'delete', error));
    }
  };

  return (
    <>
      <Card title={<h2 className="bo-section-title">Tische</h2>}>
        {tables.error !== undefined ? (
          <LoadError message={resourceErrorMessage('tables', 'loadList', tables.error)} onRetry={tables.reload} />
        ) : (
          <Table<TableRow>
            rowKey="id"
            size="small"
            loading={tables.loading}
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
      <Card title={<h2 className="bo-section-title">Frontdesk-Schlüssel</h2>}>
        <p>Ein neuer Schlüssel macht den bisherigen sofort ungültig; verbundene Frontdesks werden getrennt.</p>
        <Popconfirm title="Neuen Schlüssel erzeugen?" okText="Erzeugen" cancelText="Abbrechen" onConfirm={rotate}>
          <Button loading={rotating}>Neuen Schlüssel erzeugen</Button>
        </Popconfirm>
      </Card>
      <PrinterCard branchId={item.id} />
    </>
  );
}

export function branchToForm(b: BranchRow): FormValues {
  return {
    ...b,
    division: (b.division as { id: string } | null)?.id,
    tags: refIds(b.tags),
    deliveryAreas: ((b.deliveryAreas as Record<string, unknown>[]) ?? []).map(({ id: _id, ...area }) => ({
      ...area,
      // Edited as one comma-separated text field; the API keeps a list (issue 12).
      zipCodes: ((area.zipCodes as string[] | undefined) ?? []).join(', '),
    })),
  };
}

const zipCodeList = (value: unknown): string[] =>
  String(value ?? '')
    .split(/[,;\n]+/)
    .map((zip) => zip.trim())
    .filter(Boolean);

export function branchToBody(v: FormValues): FormValues {
  const areas = ((v.deliveryAreas as Record<string, unknown>[] | undefined) ?? []).map((a) => ({
    area: a.area,
    price: optionalText(a.price) ?? '0',
    tax: optionalText(a.tax) ?? '0',
    free: !!a.free,
    minimumOrderValue: optionalText(a.minimumOrderValue) ?? '0',
    freeFromOrderValue: nullableText(a.freeFromOrderValue),
    zipCodes: zipCodeList(a.zipCodes),
  }));
  return compact({
    identifier: v.identifier,
    name: v.name,
    division: v.division ? { id: v.division as string } : null,
    tags: toRefs(v.tags),
    street: optionalText(v.street) ?? '',
    zipCode: optionalText(v.zipCode) ?? '',
    city: optionalText(v.city) ?? '',
    phone: optionalText(v.phone) ?? '',
    email: optionalText(v.email) ?? '',
    latitude: nullableText(v.latitude),
    longitude: nullableText(v.longitude),
    description: optionalText(v.description) ?? '',
    keywords: optionalText(v.keywords) ?? '',
    internalNote: optionalText(v.internalNote) ?? '',
    openingHours: (v.openingHours as unknown[] | undefined) ?? [],
    deliveryHours: (v.deliveryHours as unknown[] | undefined) ?? [],
    orderableFrom: nullableText(v.orderableFrom),
    closedMessage: optionalText(v.closedMessage) ?? '',
    deliveryAreas: areas,
    ...Object.fromEntries(FLAGS.map((f) => [f, !!v[f]])),
  });
}

export const branchConfig: ResourceConfig<BranchRow> = {
  key: 'branches',
  title: 'Filialen',
  singular: 'Filiale',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Ort', dataIndex: 'city' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: (v: boolean) => (v ? 'ja' : 'nein') },
  ],
  searchText: (b) => `${b.name} ${b.identifier} ${b.city}`,
  Fields: BranchFields,
  Extra: BranchExtra,
  initial: {
    isEnabled: true,
    isPublic: true,
    isTakeawayEnabled: true,
    isCashEnabled: true,
    openingHours: [],
    deliveryHours: [],
    deliveryAreas: [],
    tags: [],
  },
  toForm: branchToForm,
  toBody: branchToBody,
  onCreated: (created) => {
    if (typeof created.apiKey === 'string') showApiKey(created.apiKey, created.id);
  },
};
