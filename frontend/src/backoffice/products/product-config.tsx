import { UNITS } from '@bestell/domain';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Tabs, Tag } from 'antd';
import { formatMoney } from '@bestell/domain';
import { OpeningHoursEditor } from '../branches/OpeningHoursEditor';
import { compact, fromLocalInput, nullableText, optionalText, toLocalInput } from '../core/form-values';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/use-options';
import { PartsEditor } from './PartsEditor';
import { ImageField } from '../core/ImageField';

type ProductRow = { id: string } & Record<string, unknown>;

const UNIT_OPTIONS = Object.values(UNITS).map((u) => ({ value: u.id, label: `${u.label} (${u.id})` }));
const TYPE_OPTIONS = [
  { value: 'simple', label: 'Einfach' },
  { value: 'configurable', label: 'Konfigurierbar' },
  { value: 'bundle', label: 'Bündel' },
];
const MODEL_OPTIONS = [
  { value: 'fixed', label: 'Exakt (Fix)' },
  { value: 'approximate', label: 'Ungefähr (ca.)' },
  { value: 'minimum', label: 'Minimum (ab)' },
];
const LEAD_OPTIONS = [
  { value: 'minutes', label: 'Minuten' },
  { value: 'hours', label: 'Stunden' },
  { value: 'days', label: 'Tage' },
  { value: 'weeks', label: 'Wochen' },
];
const MONEY = { pattern: /^\d{1,8}([.,]\d{1,2})?$/, message: 'Betrag wie 12,50' };
const QTY = { pattern: /^\d{1,9}([.,]\d{1,3})?$/, message: 'Menge wie 1 oder 0,5' };
const RATE = { pattern: /^\d{1,3}([.,]\d{1,2})?$/, message: 'Prozentsatz wie 10 oder 20' };

function ProductFields() {
  const categories = useOptions('/categories');
  const general = (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Bitte einen Namen angeben.' }]}>
          <Input style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name="type" label="Produkttyp">
          <Select options={TYPE_OPTIONS} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="category" label="Kategorie">
          <Select options={categories} allowClear style={{ width: 220 }} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="position" label="Position">
          <InputNumber min={0} max={100000} />
        </Form.Item>
      </Space>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="images" label="Bilder (das erste zeigt der Shop)">
        <ImageField label="Produktbild" multiple />
      </Form.Item>
      <Form.Item name="allergens" label="Allergene (HTML)">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="isEnabled" valuePropName="checked">
          <Checkbox>Aktiv</Checkbox>
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked">
          <Checkbox>Öffentlich</Checkbox>
        </Form.Item>
        <Form.Item name="isVisibleWhenUnavailable" valuePropName="checked">
          <Checkbox>Sichtbar, wenn nicht verfügbar</Checkbox>
        </Form.Item>
        <Form.Item name="isStepByStep" valuePropName="checked">
          <Checkbox>Schritt für Schritt konfigurieren</Checkbox>
        </Form.Item>
      </Space>
      <Form.Item name="internalNote" label="Interne Notiz">
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
  const pricing = (
    <>
      <Space wrap align="start">
        <Form.Item
          name="price"
          label="Preis (brutto)"
          rules={[{ required: true, message: 'Bitte einen Preis angeben.' }, MONEY]}
        >
          <Input inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="calculationModel" label="Berechnung">
          <Select options={MODEL_OPTIONS} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="pricing" label="Preisangabe (Text)">
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="isPriceHidden" valuePropName="checked" label=" ">
          <Checkbox>Preis verbergen</Checkbox>
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name="unit" label="Einheit">
          <Select options={UNIT_OPTIONS} style={{ width: 200 }} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="defaultUnit" label="Standardeinheit">
          <Select options={UNIT_OPTIONS} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="minimumQuantity" label="Mindestmenge" rules={[QTY]}>
          <Input inputMode="decimal" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="maximumQuantity" label="Höchstmenge" rules={[QTY]}>
          <Input inputMode="decimal" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="quantityStepSize" label="Schrittweite" rules={[QTY]}>
          <Input inputMode="decimal" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="defaultQuantity" label="Standardmenge" rules={[QTY]}>
          <Input inputMode="decimal" style={{ width: 110 }} />
        </Form.Item>
      </Space>
      <Form.List name="alternativeUnits">
        {(units, { add, remove }) => (
          <fieldset className="bo-fieldset">
            <legend>Alternative Einheiten</legend>
            {units.map((u) => (
              <Space key={u.key} wrap align="start">
                <Form.Item name={[u.name, 'unit']} label="Einheit" rules={[{ required: true }]}>
                  <Select options={UNIT_OPTIONS} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[u.name, 'ratio']} label="Verhältnis" rules={[{ required: true }, QTY]}>
                  <Input inputMode="decimal" style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name={[u.name, 'minimumQuantity']} label="Min." rules={[QTY]}>
                  <Input inputMode="decimal" style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[u.name, 'maximumQuantity']} label="Max." rules={[QTY]}>
                  <Input inputMode="decimal" style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[u.name, 'quantityStepSize']} label="Schritt" rules={[QTY]}>
                  <Input inputMode="decimal" style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[u.name, 'calculationModel']} label="Berechnung">
                  <Select options={MODEL_OPTIONS} allowClear style={{ width: 160 }} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button danger onClick={() => remove(u.name)}>
                    Entfernen
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add({ ratio: '1' })}>Einheit hinzufügen</Button>
          </fieldset>
        )}
      </Form.List>
      <fieldset className="bo-fieldset">
        <legend>Steuersätze je Bestellart (%)</legend>
        <Space wrap>
          <Form.Item name="tax" label="Lieferung" rules={[RATE]}>
            <Input inputMode="decimal" style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="takeawayTax" label="Abholung" rules={[RATE]}>
            <Input inputMode="decimal" style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="dineInTax" label="Vor Ort" rules={[RATE]}>
            <Input inputMode="decimal" style={{ width: 100 }} />
          </Form.Item>
        </Space>
      </fieldset>
    </>
  );
  const availability = (
    <>
      <Space wrap align="start">
        <Form.Item name={['schedule', 'from']} label="Verfügbar ab">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name={['schedule', 'to']} label="Verfügbar bis">
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
      <OpeningHoursEditor name={['schedule', 'rules']} label="Zeitplan" />
      <fieldset className="bo-fieldset">
        <legend>Vorlaufzeit</legend>
        <Space wrap>
          <Form.Item name="isLeadTimeEnabled" valuePropName="checked">
            <Checkbox>Vorlaufzeit aktiv</Checkbox>
          </Form.Item>
          <Form.Item name="leadTimeValue" label="Dauer">
            <InputNumber min={0} max={10000} />
          </Form.Item>
          <Form.Item name="leadTimeType" label="Einheit">
            <Select options={LEAD_OPTIONS} allowClear style={{ width: 140 }} />
          </Form.Item>
        </Space>
      </fieldset>
    </>
  );
  return (
    <Tabs
      items={[
        { key: 'general', label: 'Allgemein', children: general, forceRender: true },
        { key: 'pricing', label: 'Preis, Einheiten, Steuern', children: pricing, forceRender: true },
        { key: 'parts', label: 'Konfiguration', children: <PartsEditor />, forceRender: true },
        { key: 'availability', label: 'Verfügbarkeit', children: availability, forceRender: true },
      ]}
    />
  );
}

const str = (v: unknown) => (v === null || v === undefined ? undefined : String(v));

export function productToForm(p: ProductRow): FormValues {
  const schedule = (p.schedule as { from?: string; to?: string; rules?: unknown[] } | null) ?? null;
  return {
    ...p,
    category: (p.category as { id: string } | null)?.id,
    price: str(p.price),
    minimumQuantity: str(p.minimumQuantity),
    maximumQuantity: str(p.maximumQuantity),
    quantityStepSize: str(p.quantityStepSize),
    defaultQuantity: str(p.defaultQuantity),
    schedule: { from: toLocalInput(schedule?.from), to: toLocalInput(schedule?.to), rules: schedule?.rules ?? [] },
    config: { parts: (p.config as { parts?: unknown[] } | null)?.parts ?? [] },
  };
}

type Part = { type: string; options?: { value: unknown }[] } & Record<string, unknown>;
type AltUnit = Record<string, unknown>;

export function productToBody(v: FormValues): FormValues {
  const schedule = (v.schedule ?? {}) as { from?: string; to?: string; rules?: unknown[] };
  const hasSchedule = !!(schedule.from || schedule.to || schedule.rules?.length);
  const parts = ((v.config as { parts?: Part[] } | undefined)?.parts ?? []).map((part) => ({
    ...part,
    description: part.description ?? '',
    // Only choice parts carry options; money with a comma is accepted by the API.
    options: ['select', 'multiselect'].includes(part.type) ? (part.options ?? []) : [],
  }));
  return compact({
    name: v.name,
    description: optionalText(v.description) ?? '',
    type: v.type,
    category: v.category ? { id: v.category as string } : null,
    position: v.position ?? undefined,
    price: optionalText(v.price),
    pricing: optionalText(v.pricing) ?? '',
    calculationModel: v.calculationModel,
    unit: v.unit,
    defaultUnit: v.defaultUnit ?? null,
    minimumQuantity: optionalText(v.minimumQuantity),
    maximumQuantity: nullableText(v.maximumQuantity),
    quantityStepSize: optionalText(v.quantityStepSize),
    defaultQuantity: optionalText(v.defaultQuantity),
    alternativeUnits: ((v.alternativeUnits as AltUnit[] | undefined) ?? []).map((u) =>
      compact({
        unit: u.unit,
        ratio: optionalText(u.ratio),
        minimumQuantity: nullableText(u.minimumQuantity),
        maximumQuantity: nullableText(u.maximumQuantity),
        quantityStepSize: nullableText(u.quantityStepSize),
        calculationModel: u.calculationModel ?? null,
      }),
    ),
    isPriceHidden: !!v.isPriceHidden,
    isEnabled: !!v.isEnabled,
    isPublic: !!v.isPublic,
    isStepByStep: !!v.isStepByStep,
    isVisibleWhenUnavailable: !!v.isVisibleWhenUnavailable,
    allergens: optionalText(v.allergens) ?? '',
    tax: optionalText(v.tax),
    takeawayTax: optionalText(v.takeawayTax),
    dineInTax: optionalText(v.dineInTax),
    schedule: hasSchedule
      ? { from: fromLocalInput(schedule.from), to: fromLocalInput(schedule.to), rules: schedule.rules ?? [] }
      : null,
    config: { parts },
    isLeadTimeEnabled: !!v.isLeadTimeEnabled,
    leadTimeType: v.leadTimeType ?? null,
    leadTimeValue: v.leadTimeValue ?? null,
    internalNote: optionalText(v.internalNote) ?? '',
    images: (v.images as unknown[] | undefined) ?? [],
  });
}

export const productConfig: ResourceConfig<ProductRow> = {
  key: 'products',
  title: 'Produkte',
  singular: 'Produkt',
  columns: [
    { title: 'Name', dataIndex: 'name', sorter: (a, b) => String(a.name).localeCompare(String(b.name)) },
    {
      title: 'Typ',
      dataIndex: 'type',
      render: (t: string) => TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t,
    },
    { title: 'Preis', dataIndex: 'price', render: (p: string) => formatMoney(p) },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, p) => (
        <Space size={4}>
          {p.isEnabled ? <Tag color="#15803d">aktiv</Tag> : <Tag>inaktiv</Tag>}
          {p.isPublic ? <Tag color="#1d4ed8">öffentlich</Tag> : null}
        </Space>
      ),
    },
  ],
  Fields: ProductFields,
  initial: {
    type: 'simple',
    calculationModel: 'fixed',
    unit: 'piece',
    price: '0',
    tax: '10',
    takeawayTax: '10',
    dineInTax: '10',
    isEnabled: true,
    isPublic: true,
    config: { parts: [] },
    alternativeUnits: [],
    schedule: { rules: [] },
    images: [],
  },
  toForm: productToForm,
  toBody: productToBody,
};
