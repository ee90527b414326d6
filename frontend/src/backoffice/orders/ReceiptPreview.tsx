import { formatDateTime, formatMoney, orderLineRows, TEST_ORDER_TEXTS } from '@bestell/domain';
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
    // The same line texts and word wrap as the printed receipt and the mails (domain), beside the price.
    const price =
      item.total === null ? '' : formatMoney(item.total, 'EUR', item.calculationModel === 'approximate' ? 'ca.' : '');
    orderLineRows(item, WIDTH - price.length - 1).forEach((row, i) => rows.push(i === 0 ? line(row, price) : row));
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
