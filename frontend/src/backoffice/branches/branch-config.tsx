// Branches in the back office: list columns, the form (branch-fields), what shows below a saved
// branch (BranchExtra) and the mapping between API and form.
import { groupRules, type HoursRow, type OpeningHoursRule, ungroupRows } from '@bestell/domain';
import { compact, nullableText, optionalText, refIds, toRefs } from '../core/form-values';
import type { FormValues, ResourceConfig } from '../resources/types';
import { BranchCopyHours } from './BranchCopyHours';
import { BranchExtra, showApiKey } from './BranchExtra';
import { BranchFields, FLAGS } from './branch-fields';

type BranchRow = { id: string } & Record<string, unknown>;

export function branchToForm(b: BranchRow): FormValues {
  return {
    ...b,
    division: (b.division as { id: string } | null)?.id,
    tags: refIds(b.tags),
    // Edited as rows of several weekdays, stored as one rule per day (issue 39).
    openingHours: groupRules((b.openingHours as OpeningHoursRule[] | undefined) ?? []),
    deliveryHours: groupRules((b.deliveryHours as OpeningHoursRule[] | undefined) ?? []),
    // No cut-off: the form shows the usual '1 day before' with an empty time (issue 42 item 2).
    productionCutoff: {
      daysBefore: (b.productionCutoff as { daysBefore: number } | null | undefined)?.daysBefore ?? 1,
      time: (b.productionCutoff as { time: string } | null | undefined)?.time ?? '',
    },
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

/** The cut-off as the API takes it: null without a time. */
function cutoffBody(value: unknown): { daysBefore: number; time: string } | null {
  const cutoff = value as { daysBefore?: number | null; time?: string | null } | undefined;
  const time = nullableText(cutoff?.time);
  return time ? { daysBefore: Number(cutoff?.daysBefore ?? 1), time: String(time) } : null;
}

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
    images: (v.images as unknown[] | undefined) ?? [],
    logo: v.logo ?? null,
    keywords: optionalText(v.keywords) ?? '',
    internalNote: optionalText(v.internalNote) ?? '',
    openingHours: ungroupRows((v.openingHours as HoursRow[] | undefined) ?? []),
    deliveryHours: ungroupRows((v.deliveryHours as HoursRow[] | undefined) ?? []),
    orderableFrom: nullableText(v.orderableFrom),
    productionCutoff: cutoffBody(v.productionCutoff),
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
  EditActions: BranchCopyHours,
  initial: {
    isEnabled: true,
    // A new branch starts private (issue 37): it goes public once it has hours and products.
    isPublic: false,
    isTakeawayEnabled: true,
    // Issue 39 item 5: the shop can call a pickup customer about the order.
    isTakeawayPhoneRequired: true,
    isCashEnabled: true,
    openingHours: [],
    deliveryHours: [],
    deliveryAreas: [],
    tags: [],
    images: [],
  },
  toForm: branchToForm,
  toBody: branchToBody,
  onCreated: (created) => {
    if (typeof created.apiKey === 'string') showApiKey(created.apiKey, created.id);
  },
};
