import {
  CALCULATION_MODEL_LABELS,
  DEFAULT_TIMEZONE,
  formatAmountDe,
  formatDateTime,
  formatMoney,
  ORDER_LABELS,
  orderLineRows,
  type PartSelection,
  paymentMethodLabel,
  staffOrderTypeLabel,
  type UnitId,
  wrapWords,
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
    /** The step names come from the ordered product's config, so the receipt says 'Größe: 26 cm'. */
    product: {
      name: string;
      calculationModel?: string | null;
      config?: { parts?: readonly { name: string }[] } | null;
    };
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

function orderType(o: ReceiptOrder): string {
  return o.isQuotation ? ORDER_LABELS.quotation : staffOrderTypeLabel(o);
}

const PRINTER = { cpl: 42, encoding: 'cp1252' as const, cutting: true };

/** One left-aligned cell; leading spaces (indent) become receiptline's '~', which is never trimmed. */
const cell = (row: string): string => esc(row).replace(/^ +/, (spaces) => '~'.repeat(spaces.length));

/**
 * 'Label: | value' with the value wrapped at word boundaries into its column (receiptline would cut words);
 * continuation rows are a single right-aligned column, which ends at the same edge as the value column.
 */
function field(label: string, value: string): string[] {
  const valueWidth = Math.ceil((PRINTER.cpl - 1) / 2);
  return wrapWords(value, valueWidth).map((row, i) => (i === 0 ? `${label} | ${esc(row)}` : `| ${esc(row)}`));
}

/**
 * '^Label | ^value' in double width: on one line when both fit (the value column as wide as the value),
 * else the label above and the value right-aligned below, so a date or total is never cut in two.
 */
function bigField(label: string, value: string): string[] {
  if (2 * (label.length + value.length) + 1 <= PRINTER.cpl) {
    return [`{w:*,${2 * value.length}}`, `^${label} | ^${esc(value)}`, '{w:auto}'];
  }
  return [`^${label} |`, ...wrapWords(value, Math.floor(PRINTER.cpl / 2)).map((row) => `| ^${esc(row)}`)];
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
  if (o.appointmentDate) lines.push(...bigField('Termin:', formatDateTime(o.appointmentDate.toISOString(), tz)));
  if (o.tableIdentifier) lines.push(...bigField('Tisch:', o.tableIdentifier));
  const name = [o.companyName, [o.firstName, o.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (name) lines.push(...field('Kunde:', name));
  if (o.phone) lines.push(...field('Telefon:', o.phone));
  if (o.isDelivery) lines.push(...field('Adresse:', [o.street, `${o.zipCode} ${o.city}`.trim()].join(', ')));
  lines.push('---');
  // Items: the price column as wide as the widest price, the rest for the line, wrapped at word boundaries
  // by the same domain function the mails use (receiptline itself would cut 'Bauernbrot v / om Laib').
  const prices = o.items.map(
    (item) => `${item.product.calculationModel === 'approximate' ? `${approx} ` : ''}${formatMoney(item.total)}`,
  );
  const priceWidth = Math.max(1, ...prices.map((price) => price.length));
  lines.push(`{w:*,${priceWidth}}`);
  o.items.forEach((item, index) => {
    orderLineRows(item, PRINTER.cpl - priceWidth - 1).forEach((row, i) =>
      lines.push(i === 0 ? `${cell(row)} | ${prices[index]}` : `${cell(row)} |`),
    );
  });
  lines.push('{w:auto}', '---');
  if (o.comment.trim()) {
    lines.push(...wrapWords(`Kommentar: ${o.comment.trim()}`, PRINTER.cpl).map((row) => `${cell(row)} |`), '---');
  }
  if (o.isDelivery) lines.push(`Lieferung | ${formatMoney(o.deliveryGross)}`);
  lines.push(...bigField('Summe', `${o.isApproximate ? `${approx} ` : ''}${formatMoney(o.totalGross)}`));
  for (const [rate, amount] of Object.entries(o.taxes).sort(([a], [b]) => Number(a) - Number(b))) {
    lines.push(`inkl. ${formatAmountDe(rate, 0)} % MwSt. | ${formatMoney(amount)}`);
  }
  lines.push(...field('Zahlung:', paymentMethodLabel(o.paymentMethod, 'receipt')), '', '=');
  return lines.filter((line, i) => line !== '' || i > 0).join('\n');
}

/**
 * A plain slip (bake list, delta slip: issue 42 item 2) as receiptline markup: the title large, then the rows
 * as domain/ wrapped them to the 42 columns; a row of dashes is a rule.
 */
export function slipMarkup(title: string, rows: readonly string[]): string {
  const body = rows.map((row) => (/^-{3,}$/.test(row) ? '---' : `${cell(row)} |`));
  return [`^^${esc(title)}`, '', ...body, '', '='].join('\n');
}

/** ESC/POS bytes (start with ESC @, end with a cut). */
export function receiptEscPos(markup: string): Buffer {
  return Buffer.from(receiptline.transform(markup, { ...PRINTER, command: 'escpos' }), 'latin1');
}

/** The same receipt as SVG for the back-office preview. */
export function receiptSvg(markup: string): string {
  return receiptline.transform(markup, { ...PRINTER, command: 'svg' });
}
