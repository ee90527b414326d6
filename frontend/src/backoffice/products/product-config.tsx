// Products in the back office: list columns, the form (product-fields) and the API mapping.
import { formatMoney } from '@bestell/domain';
import { Space, Tag } from 'antd';
import { compact, fromLocalInput, nullableText, optionalText, toLocalInput } from '../core/form-values';
import type { FormValues, ResourceConfig } from '../resources/types';
import { ProductDuplicateButton } from '../resources/DuplicateButton';
import { ProductFields, TYPE_OPTIONS } from './product-fields';
import { ProductTransferActions } from './ProductTransferActions';

type ProductRow = { id: string } & Record<string, unknown>;

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
  ListActions: ProductTransferActions,
  EditActions: ProductDuplicateButton,
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
