import { formatDateTime, formatMoney, UNITS, type UnitId, TEST_ORDER_TEXTS } from '@bestell/domain';
import type { StaffOrder } from '@bestell/domain';

const WIDTH = 40;
const line = (left: string, right = '') => {
  const space = Math.max(1, WIDTH - left.length - right.length);
  return left.length + right.length + 1 > WIDTH
    ? `${left}\n${' '.repeat(WIDTH - right.length)}${right}`
    : `${left}${' '.repeat(space)}${right}`;
};

/** Text of the printed receipt (40 columns, as thermal printers print it), for a preview on screen. */
export function receiptText(order: StaffOrder & { taxes?: Record<string, string> }): string {
  const rows: string[] = [];
  rows.push(
    `Bestellung #${order.isTest ? TEST_ORDER_TEXTS.marker : (order.ticketNumber ?? '–')}`,
    formatDateTime(order.createdAt),
  );
  if (order.appointment) rows.push(`Termin: ${formatDateTime(order.appointment)}`);
  if (order.tableIdentifier) rows.push(`Tisch: ${order.tableIdentifier}`);
  const name = [order.companyName, order.firstName, order.lastName].filter(Boolean).join(' ');
  if (name) rows.push(name);
  rows.push('-'.repeat(WIDTH));
  for (const item of order.items) {
    const amount = `${Number(item.amount).toLocaleString('de-AT')} ${UNITS[item.unit as UnitId]?.label ?? item.unit}`;
    rows.push(line(`${amount} ${item.product.name}`, item.total === null ? '' : formatMoney(item.total)));
    item.parts.forEach((part) => {
      if (typeof part === 'string' && part) rows.push(`  ${part}`);
      else if (part && !Array.isArray(part) && typeof part === 'object' && 'name' in part) rows.push(`  ${part.name}`);
      else if (Array.isArray(part))
        for (const entry of part) if ('name' in entry) rows.push(`  ${(entry as { name: string }).name}`);
    });
  }
  rows.push('-'.repeat(WIDTH));
  if (Number(order.deliveryGross) > 0) rows.push(line('Lieferung', formatMoney(order.deliveryGross)));
  rows.push(line('Summe', formatMoney(order.totalGross, 'EUR', order.isApproximate ? 'ca.' : '')));
  for (const [rate, amount] of Object.entries(order.taxes ?? {}))
    rows.push(line(`  davon USt. ${rate} %`, formatMoney(amount)));
  if (order.comment) rows.push('', `Anmerkung: ${order.comment}`);
  return rows.join('\n');
}

export function ReceiptPreview({ order }: { order: StaffOrder }) {
  return (
    <figure className="bo-receipt">
      <figcaption>Belegvorschau</figcaption>
      <pre>{receiptText(order)}</pre>
    </figure>
  );
}
