import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Country,
  type DeliveryArea as DomainArea,
  normaliseVoucherCode,
  ONLINE_PAYMENT_METHODS,
  type OrderType,
  type PaymentMethod,
  phoneForStorage,
  VOUCHER_PAYMENT_METHOD,
} from '@bestell/domain';
import type { Branch, DiningTable, Donatee } from '../../../catalog/index.js';
import type { OutboxEntry } from '../../../outbox/index.js';
import { type priceOrder, totalsColumns } from '../../order-pricing.js';
import { Order } from '../../order.entity.js';
import type { OrderOrigin, PlaceOrderCommand } from './place-order.command.js';

/** Delay before the first payment check of an online order. */
const PAYMENT_CHECK_DELAY_SECONDS = 15 * 60;

/** What an admitted order is made of: the form, its branch, the loaded references and the priced cart. */
export interface AdmittedOrder {
  form: PlaceOrderCommand['form'];
  origin: OrderOrigin;
  branch: Branch;
  orderType: OrderType;
  ticketDay: string;
  paymentMethod: PaymentMethod;
  table: DiningTable | null;
  donatee: Donatee | null;
  area: { area: string } | null;
  domainArea: DomainArea | null;
  priced: ReturnType<typeof priceOrder>;
  openNow: boolean;
  isTest: boolean;
  smsAvailable: boolean;
  /** The branch's country: a national phone number ('0664 1234567') is stored as its E.164 form. */
  phoneCountry: Country;
}

/** The new order row (version 1) and the outbox rows its placement writes with it. */
export function buildOrder(admitted: AdmittedOrder): { order: Order; outbox: OutboxEntry[] } {
  const { form, origin, branch, orderType, paymentMethod, table, donatee, area, isTest } = admitted;
  const isOnline = ONLINE_PAYMENT_METHODS.includes(paymentMethod);
  const isVoucher = paymentMethod === VOUCHER_PAYMENT_METHOD;
  const staff = origin.enteredBy ?? (isTest ? (origin.tester ?? null) : null);
  const {
    branch: _ref,
    table: _t,
    donatee: _d,
    items: _i,
    appointmentDate,
    deliveryArea: _a,
    voucherCode,
    isTest: _test,
    ...fields
  } = form;
  const createdAt = new Date();
  // A plain instance: the writer reads the entity's columns itself, and TypeORM's create() (a metadata
  // walk over every property) showed in the orders bench's CPU profile. The form's fields as a second
  // source, not spread into the literal: `{ ...fields, <30 more keys> }` gets a new hidden class from V8
  // on every call (about 110 us per order, mostly GC). Same properties in the same order.
  const order: Order = Object.assign(new Order(), fields, {
    id: randomUUID(),
    uid: randomBytes(12).toString('base64url'),
    hash: randomBytes(18).toString('base64url'),
    branchId: branch.id,
    ticketDay: admitted.ticketDay,
    appointmentDate: appointmentDate ? new Date(appointmentDate) : null,
    paymentMethod,
    tableId: orderType === 'dineIn' ? (table?.id ?? null) : null,
    tableIdentifier: orderType === 'dineIn' ? (table?.identifier ?? null) : null,
    donateeId: donatee?.id ?? null,
    deliveryArea: area?.area ?? null,
    deliveryAreaSnapshot: admitted.domainArea,
    isDelivery: orderType === 'delivery',
    isDineIn: orderType === 'dineIn',
    isPreorder: !admitted.openNow && !branch.isQuotationRequired,
    isQuotation: branch.isQuotationRequired,
    // A voucher stays open until staff redeem it (update-payment-status with { redeemed: true }).
    paymentStatus: isOnline || isVoucher ? 'open' : 'offline',
    paymentReference: isVoucher ? normaliseVoucherCode(voucherCode) : undefined,
    ...totalsColumns(admitted.priced.totals),
    items: admitted.priced.snapshots,
    channel: origin.channel,
    enteredById: staff?.id ?? null,
    enteredByName: staff?.name ?? null,
    deviceId: origin.deviceId ?? null,
    // Undefined for other orders: the insert leaves the column to its DEFAULT false.
    isTest: isTest || undefined,
    standingOrderId: origin.standingOrderId || undefined,
    version: 1,
    createdAt,
    updatedAt: createdAt,
  });
  // Without an SMS transport an SMS choice (or the schema's SMS default) would reach nobody: e-mail, the
  // only type the checkout offers then (issue 37).
  if (order.notificationType === 'sms' && !admitted.smsAvailable) order.notificationType = 'email';
  // Stored in E.164 (issue 40 item 2): SMS, customer dedupe and staff read one spelling of a number.
  order.phone = phoneForStorage(order.phone, admitted.phoneCountry);
  return { order, outbox: placementOutbox(order, isOnline) };
}

/** Outbox rows of a new order: push and print always, mail / SMS when reachable, a payment check online. */
function placementOutbox(order: Order, isOnline: boolean): OutboxEntry[] {
  const ids = { orderId: order.id, version: 1 };
  const outbox: OutboxEntry[] = [
    { topic: 'order.placed', orderId: order.id, payload: ids },
    { topic: 'print', orderId: order.id, payload: ids },
  ];
  if (order.email) outbox.push({ topic: 'email', orderId: order.id, payload: { ...ids, template: 'new-order' } });
  if (order.phone && order.notificationType === 'sms') {
    outbox.push({ topic: 'sms', orderId: order.id, payload: { ...ids, template: 'new-order' } });
  }
  if (isOnline) {
    outbox.push({ topic: 'payment-check', orderId: order.id, payload: ids, delaySeconds: PAYMENT_CHECK_DELAY_SECONDS });
  }
  return outbox;
}
