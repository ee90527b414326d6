// Labels of an order's payment method, payment status and type, once for every screen (issue 13).
// The storefront, the staff screens and the printed receipt word some of them differently on purpose.
import type { OrderType, PaymentMethod } from '../types.js';

export const ORDER_LABELS = {
  /** Storefront (cart, checkout, status page). */
  orderTypeCustomer: { takeaway: 'Abholung', delivery: 'Lieferung', dineIn: 'Dine In' },
  /** Back office, frontdesk and receipt. */
  orderTypeStaff: { takeaway: 'Abholung', delivery: 'Lieferung', dineIn: 'Vor Ort' },
  quotation: 'Angebotsanfrage',
  /** Checkout choice of the customer. */
  paymentMethodCheckout: {
    cash: 'Barzahlung',
    'atm-card': 'Bankomatkarte',
    'hydro-ag-voucher': 'Hydro AG Gutschein',
    mollie: 'Online bezahlen (Mollie)',
    datatrans: 'Online bezahlen (Kreditkarte)',
  },
  /** Back-office order details and settings. */
  paymentMethodStaff: {
    cash: 'Bar',
    'atm-card': 'Bankomatkarte',
    'hydro-ag-voucher': 'Hydro-AG-Gutschein',
    mollie: 'Mollie',
    datatrans: 'Datatrans',
  },
  /** The printed receipt (narrow paper). */
  paymentMethodReceipt: {
    cash: 'Barzahlung',
    'atm-card': 'Bankomatkarte',
    'hydro-ag-voucher': 'Gutschein',
    mollie: 'Online (Mollie)',
    datatrans: 'Online (Kreditkarte)',
  },
  // Stored payment statuses (the order's paymentStatus column) for staff; 'offline' = no online payment.
  paymentStatus: {
    open: 'offen',
    paid: 'bezahlt',
    failed: 'fehlgeschlagen',
    refunded: 'rückerstattet',
    offline: 'Zahlung vor Ort',
  },
} as const satisfies {
  orderTypeCustomer: Record<OrderType, string>;
  orderTypeStaff: Record<OrderType, string>;
  paymentMethodCheckout: Record<PaymentMethod, string>;
  paymentMethodStaff: Record<PaymentMethod, string>;
  paymentMethodReceipt: Record<PaymentMethod, string>;
  [other: string]: unknown;
};

export type PaymentMethodAudience = 'checkout' | 'staff' | 'receipt';

const PAYMENT_METHOD_TABLES = {
  checkout: ORDER_LABELS.paymentMethodCheckout,
  staff: ORDER_LABELS.paymentMethodStaff,
  receipt: ORDER_LABELS.paymentMethodReceipt,
} as const;

/** The payment method's label for a screen; an unknown stored value is shown as it is rather than hidden. */
export function paymentMethodLabel(method: string, audience: PaymentMethodAudience): string {
  const table: Readonly<Record<string, string>> = PAYMENT_METHOD_TABLES[audience];
  return Object.hasOwn(table, method) ? table[method] : method;
}

/** Staff name of an order's type from its flags (dine-in wins over delivery, as on the receipt). */
export function staffOrderTypeLabel(order: { isDelivery: boolean; isDineIn: boolean }): string {
  const type: OrderType = order.isDineIn ? 'dineIn' : order.isDelivery ? 'delivery' : 'takeaway';
  return ORDER_LABELS.orderTypeStaff[type];
}
