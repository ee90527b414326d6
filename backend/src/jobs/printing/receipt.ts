import {
  CALCULATION_MODEL_LABELS,
  DEFAULT_TIMEZONE,
  formatAmountDe,
  formatDateTime,
  formatMoney,
  ORDER_LABELS,
  type PartOption,
  type PartSelection,
  paymentMethodLabel,
  staffOrderTypeLabel,
  type UnitId,
  UNITS,
} from '@bestell/domain';
import receiptline from 'receiptline';

/** What the receipt shows; the print processor and the preview endpoint build it from the order. */
export interface ReceiptOrder {
  ticketNumber: number;
  isDelivery: boolean;
  isDineIn: boolean;
  isPreorder: boolean;
  isQuotation: boolean;
  /** A test order (issue 37 item 4): 'TEST' instead of the number (which is 0). */
  isTest?: boolean;
  appointmentDate: Date | null;
  tableIdentifier: string | null;
  comment: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  deliveryGross: string;
  totalGross: string;
  taxes: Record<string, string>;
  isApproximate: boolean;
  paymentMethod: string;
  createdAt: Date;
  items: {
    product: { name: string; calculationModel?: string | null };
    amount: number;
    unit: UnitId;
    parts: PartSelection[];
    total: string;
  }[];
}

export interface ReceiptBranch {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
}

/** receiptline markup treats these as syntax; customer text must never format or break the receipt. */
const esc = (text: string): string =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\\|{}~_"`^]/g, '\\$&')
    .replace(/^([-=])/, '\\$1');

const isOption = (p: unknown): p is PartOption => typeof p === 'object' && p !== null && 'name' in p && 'value' in p;

function partText(part: PartSelection): string | null {
  if (part === null || part === undefined || part === '') return null;
  if (typeof part === 'string') return part;
  if (Array.isArray(part)) {
    const names = (part as unknown[]).filter(isOption).map((o) => o.name);
    if (names.length > 0) return names.join(', ');
    return part.length > 0 ? `${part.length} Datei(en)` : null;
  }
  return isOption(part) ? part.name : null;
}

/** German quantity without trailing zeros: 2, 0,3, 1,25. */
const quantity = (amount: number): string =>
  amount % 1 === 0 ? formatAmountDe(amount, 0) : formatAmountDe(amount, 3).replace(/0+$/, '');

function orderType(o: ReceiptOrder): string {
  return o.isQuotation ? ORDER_LABELS.quotation : staffOrderTypeLabel(o);
}

/** The receipt as receiptline markup (spec 9 money and units, 'ca.' for approximate prices). */
export function receiptMarkup(o: ReceiptOrder, branch: ReceiptBranch, tz = DEFAULT_TIMEZONE): string {
  const approx = CALCULATION_MODEL_LABELS.approximate.short;
  const lines: string[] = [
    `^^${esc(branch.name)}`,
    [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).map(esc).join(', '),
    branch.phone ? `Tel. ${esc(branch.phone)}` : '',
    '',
    ...(o.isTest
      ? ['Testbestellung', '^^^TEST', 'Keine echte Bestellung']
      : ['Bestellung Nr.', `^^^${o.ticketNumber}`]),
    '',
    `|${esc(orderType(o))}${o.isPreorder ? ' (Vorbestellung)' : ''} |`,
    `Bestellt: | ${formatDateTime(o.createdAt.toISOString(), tz)}`,
  ];
  if (o.appointmentDate) lines.push(`^Termin: | ^${formatDateTime(o.appointmentDate.toISOString(), tz)}`);
  if (o.tableIdentifier) lines.push(`^Tisch: | ^${esc(o.tableIdentifier)}`);
  const name = [o.companyName, [o.firstName, o.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (name) lines.push(`Kunde: | ${esc(name)}`);
  if (o.phone) lines.push(`Telefon: | ${esc(o.phone)}`);
  if (o.isDelivery) lines.push(`Adresse: | ${esc([o.street, `${o.zipCode} ${o.city}`.trim()].join(', '))}`);
  lines.push('---');
  for (const item of o.items) {
    const unit = UNITS[item.unit]?.label ?? item.unit;
    const prefix = item.product.calculationModel === 'approximate' ? `${approx} ` : '';
    lines.push(`${quantity(item.amount)} ${unit} ${esc(item.product.name)} | ${prefix}${formatMoney(item.total)}`);
    for (const part of item.parts) {
      const text = partText(part);
      if (text) lines.push(`  - ${esc(text)}`);
    }
  }
  lines.push('---');
  if (o.comment.trim()) lines.push(`Kommentar: ${esc(o.comment)}`, '---');
  if (o.isDelivery) lines.push(`Lieferung | ${formatMoney(o.deliveryGross)}`);
  lines.push(`^Summe | ^${o.isApproximate ? `${approx} ` : ''}${formatMoney(o.totalGross)}`);
  for (const [rate, amount] of Object.entries(o.taxes).sort(([a], [b]) => Number(a) - Number(b))) {
    lines.push(`inkl. ${formatAmountDe(rate, 0)} % MwSt. | ${formatMoney(amount)}`);
  }
  lines.push(`Zahlung: | ${esc(paymentMethodLabel(o.paymentMethod, 'receipt'))}`, '', '=');
  return lines.filter((line, i) => line !== '' || i > 0).join('\n');
}

const PRINTER = { cpl: 42, encoding: 'cp1252' as const, cutting: true };

/** ESC/POS bytes (start with ESC @, end with a cut). */
export function receiptEscPos(markup: string): Buffer {
  return Buffer.from(receiptline.transform(markup, { ...PRINTER, command: 'escpos' }), 'latin1');
}

/** The same receipt as SVG for the back-office preview. */
export function receiptSvg(markup: string): string {
  return receiptline.transform(markup, { ...PRINTER, command: 'svg' });
}
