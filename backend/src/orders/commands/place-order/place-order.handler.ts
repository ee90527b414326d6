import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  activeMenu,
  appointmentError,
  CAPACITY_TEXTS,
  type CapacityLine,
  capacityClaims,
  ceilToMinutes,
  cutoffError,
  hoursFor,
  CHECKOUT_TEXTS,
  type CheckoutForm,
  earliestAppointment,
  formatMoney,
  isAvailable,
  needsAppointment,
  NOTICE_TEXTS,
  ONLINE_PAYMENT_METHODS,
  orderTypeOf,
  type PaymentMethod,
  validateCheckout,
  zonedParts,
  defaultPaymentMethod,
  normaliseVoucherCode,
  VOUCHER_PAYMENT_METHOD,
  voucherCodeError,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/index.js';
import { CapacityService, isSlotFullError } from '../../../capacity/index.js';
import { Donatee, DiningTable } from '../../../catalog/index.js';
import { ApiError, type ErrorEntry } from '../../../common/index.js';
import { ShopConfigService } from '../../../settings/index.js';
import { toDomainArea } from '../../catalog-adapter.js';
import { type CachedBranch, OrderCatalogueCache, perMinute } from '../../catalogue-cache.js';
import { ORDER_TEXTS } from '../../messages.js';
import { OrderWriter } from '../../order.repository.js';
import { assertStorable, priceOrder, resolveItem, type ResolvedItem, totalsColumns } from '../../order-pricing.js';
import { attachUploads } from '../../order-uploads.js';
import { orderView } from '../../order-view.js';
import { Order } from '../../order.entity.js';
import { OutboxRelay, type OutboxEntry } from '../../../outbox/index.js';
import { PaymentProvider } from '../../payment/payment-provider.js';
import { type PlacedOrder, PlaceOrderCommand } from './place-order.command.js';

/** The shop day of an order (ticket numbers restart per day), memoised per minute. */
const localDate = perMinute((tz: string, now) => zonedParts(now, tz).date);

/** Channels rush mode pauses (customers online); kiosk and phone orders are taken in the shop. */
const PAUSABLE_CHANNELS: ReadonlySet<string> = new Set(['web', 'api']);
/** Start times of the pickers are on this grid (spec 4: rounded up to 5 minutes). */
const SLOT_STEP_MINUTES = 5;
/** Tries of an ASAP order to find a slot with room before it gives up. */
const ASAP_ATTEMPTS = 3;

/** Delay before the first payment check of an online order. */
const PAYMENT_CHECK_DELAY_SECONDS = 15 * 60;

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, PlacedOrder> {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
    private readonly payment: PaymentProvider,
    private readonly catalogue: OrderCatalogueCache,
    private readonly relay: OutboxRelay,
    private readonly capacity: CapacityService,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.writer = new OrderWriter(ds.manager);
    this.smsAvailable = appConfig.jobs.sms.transport !== 'none';
  }

  private readonly smsAvailable: boolean;

  private readonly writer: OrderWriter;

  async execute({ form, idempotency, origin }: PlaceOrderCommand): Promise<PlacedOrder> {
    const now = new Date();
    const config = await this.shopConfig.get();
    const tz = config.timezone;

    const cached = await this.catalogue.branch(form.branch.id);
    const branch = cached?.branch;
    // Test orders (issue 37 item 4): a staff member's order on a branch that is not public yet is one;
    // customers (no tester) meet a private branch as an unavailable one, as before.
    const tester = origin.tester ?? null;
    if (!cached || !branch || (!branch.isPublic && !tester) || !branch.isEnabled) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_TEXTS.branchUnavailable }]);
    }
    if (form.isTest && !tester) {
      throw ApiError.validation([{ field: 'isTest', message: ORDER_TEXTS.testOrderStaffOnly }]);
    }
    const isTest = !!tester && (form.isTest === true || !branch.isPublic);
    const domainBranch = cached.domain;
    const orderType = orderTypeOf(form);
    const typeEnabled = {
      takeaway: branch.isTakeawayEnabled,
      delivery: branch.isDeliveryEnabled,
      dineIn: branch.isDineInEnabled,
    };
    if (!typeEnabled[orderType]) {
      throw ApiError.validation([
        orderType === 'delivery'
          ? { field: 'isDelivery', message: NOTICE_TEXTS.noDeliveryOffered }
          : { field: orderType === 'dineIn' ? 'isDineIn' : 'isDelivery', message: ORDER_TEXTS.orderTypeDisabled },
      ]);
    }
    const openNow = cached.orderableNow(orderType, now, tz);
    if (!openNow && !branch.isPreorderEnabled && !branch.isQuotationRequired) {
      throw ApiError.validation([
        { message: orderType === 'delivery' ? NOTICE_TEXTS.noDeliveryNow : NOTICE_TEXTS.closedNow },
      ]);
    }

    // Slot capacity (issue 21): null from the cache when the branch has no rules or settings.
    const override = !!origin.overrideCapacity;
    const capacity = await this.capacity.prepare(branch.id, orderType, now, tz);
    if (capacity?.rush.paused && !override && PAUSABLE_CHANNELS.has(origin.channel)) {
      throw ApiError.validation([{ message: CAPACITY_TEXTS.paused }]);
    }

    const errors: ErrorEntry[] = [];
    const lines: CapacityLine[] = [];
    const items = await this.resolveItems(form.items, cached, now, tz, errors, lines);

    const paymentMethod = (form.paymentMethod ?? defaultPaymentMethod(branch)) as PaymentMethod;
    const [table, donatee] = await Promise.all([this.findTable(form.table, branch.id), this.findDonatee(form.donatee)]);
    if (form.table && orderType === 'dineIn' && !table)
      errors.push({ field: 'table', message: ORDER_TEXTS.tableUnknown });
    if (form.donatee && !donatee) errors.push({ field: 'donatee', message: ORDER_TEXTS.donateeUnknown });

    const products = items.map((item) => item.product);
    const checkoutForm: CheckoutForm = {
      ...form,
      paymentMethod,
      // A table that was given but is unknown is reported as such above, not a second time as missing.
      table: orderType === 'dineIn' && form.table ? (table?.identifier ?? 'unknown') : null,
    };
    const earliest = earliestAppointment(products, now, tz);
    if (capacity && !override) {
      // The branch's lead time (longer in rush mode) and cut-offs; staff booking by hand decide themselves.
      const { leadMinutes } = capacity.rush;
      const lead = ceilToMinutes(new Date(now.getTime() + leadMinutes * 60_000), SLOT_STEP_MINUTES);
      if (form.appointmentDate && new Date(form.appointmentDate).getTime() < lead.getTime()) {
        errors.push({ field: 'appointmentDate', message: CAPACITY_TEXTS.tooSoon(leadMinutes) });
      }
      const cutoff = cutoffError(capacity.settings, form.appointmentDate ?? now, now, tz);
      if (cutoff) errors.push({ field: 'appointmentDate', message: cutoff });
    }
    const requireAppointment = needsAppointment(products);
    errors.push(...validateCheckout(checkoutForm, domainBranch, { now, tz, earliest, requireAppointment }));
    const voucherError = voucherCodeError(paymentMethod, form.voucherCode);
    if (voucherError) errors.push(voucherError);
    // A test order never reaches a payment provider (nor its live mode): online methods are refused.
    if (isTest && ONLINE_PAYMENT_METHODS.includes(paymentMethod)) {
      errors.push({ field: 'paymentMethod', message: ORDER_TEXTS.testOrderOnlinePayment });
    }
    if (errors.length > 0) throw ApiError.validation(dedupe(errors));

    const area =
      orderType === 'delivery' ? (branch.deliveryAreas.find((a) => a.area === form.deliveryArea) ?? null) : null;
    const domainArea = area ? toDomainArea(area) : null;
    const { snapshots, totals } = priceOrder(items, orderType, domainArea);
    assertStorable({ snapshots, totals }, (line) => `items.${line}.amount`, 'items');
    if (!totals.minimumOrder.reached) {
      throw ApiError.validation([
        {
          field: 'deliveryArea',
          message: CHECKOUT_TEXTS.minimumOrder(formatMoney(totals.minimumOrder.minimum, config.currency)),
        },
      ]);
    }

    const isOnline = ONLINE_PAYMENT_METHODS.includes(paymentMethod);
    const isVoucher = paymentMethod === VOUCHER_PAYMENT_METHOD;
    const uid = randomBytes(12).toString('base64url');
    const hash = randomBytes(18).toString('base64url');
    const ticketDay = localDate(tz, now);

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
      uid,
      hash,
      branchId: branch.id,
      ticketDay,
      appointmentDate: appointmentDate ? new Date(appointmentDate) : null,
      paymentMethod,
      tableId: orderType === 'dineIn' ? (table?.id ?? null) : null,
      tableIdentifier: orderType === 'dineIn' ? (table?.identifier ?? null) : null,
      donateeId: donatee?.id ?? null,
      deliveryArea: area?.area ?? null,
      deliveryAreaSnapshot: domainArea,
      isDelivery: orderType === 'delivery',
      isDineIn: orderType === 'dineIn',
      isPreorder: !openNow && !branch.isQuotationRequired,
      isQuotation: branch.isQuotationRequired,
      // A voucher stays open until staff redeem it (update-payment-status with { redeemed: true }).
      paymentStatus: isOnline || isVoucher ? 'open' : 'offline',
      paymentReference: isVoucher ? normaliseVoucherCode(voucherCode) : undefined,
      ...totalsColumns(totals),
      items: snapshots,
      channel: origin.channel,
      enteredById: (origin.enteredBy ?? (isTest ? tester : null))?.id ?? null,
      enteredByName: (origin.enteredBy ?? (isTest ? tester : null))?.name ?? null,
      deviceId: origin.deviceId ?? null,
      // Undefined for other orders: the insert leaves the column to its DEFAULT false.
      isTest: isTest || undefined,
      version: 1,
      createdAt,
      updatedAt: createdAt,
    });
    // Without an SMS transport an SMS choice (or the schema's SMS default) would reach nobody: e-mail, the
    // only type the checkout offers then (issue 37).
    if (order.notificationType === 'sms' && !this.smsAvailable) order.notificationType = 'email';
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
      outbox.push({
        topic: 'payment-check',
        orderId: order.id,
        payload: ids,
        delaySeconds: PAYMENT_CHECK_DELAY_SECONDS,
      });
    }

    // Object.assign onto the fresh view, not `{ ...view, hash, … }`: a spread that adds keys to a large
    // object gets a new hidden class from V8 on every call (see orderView). Same keys, same order.
    const respond = (): PlacedOrder =>
      Object.assign(orderView(order, 'public'), {
        hash,
        paymentRedirectUrl: isOnline ? this.payment.redirectUrl(order) : null,
      });
    let response = respond();
    // An order without a time takes room in the slot of its earliest time (now plus lead time).
    const claimsAt = (at: Date) =>
      capacity && capacity.rules.length > 0 && lines.length > 0
        ? { branchId: branch.id, orderType, claims: capacityClaims(capacity.rules, orderType, at, tz, lines), override }
        : null;
    const asapAt = new Date(now.getTime() + (capacity && !override ? capacity.rush.leadMinutes * 60_000 : 0));
    let claims = claimsAt(order.appointmentDate ?? asapAt);
    // ONE autocommit statement (ticket, order, history, outbox rows + NOTIFY, idempotent response, slot
    // usage), shared with the orders of the same branch that arrive meanwhile (group commit, see
    // OrderWriter): the branch's ticket counter row stays locked only while PostgreSQL runs and commits
    // it, never across a round trip to this process (measured: npm run bench -- orders).
    for (let attempt = 1; ; attempt++) {
      try {
        order.ticketNumber = await this.writer.place({
          order,
          history: {
            action: 'place',
            actor: order.enteredById ? `staff:${order.enteredById}` : origin.channel === 'kiosk' ? 'kiosk' : 'customer',
            data: { totalGross: order.totalGross, paymentMethod, channel: origin.channel, ...(isTest && { isTest }) },
          },
          outbox,
          idempotency: idempotency && { ...idempotency, response },
          capacity: claims,
        });
        break;
      } catch (err) {
        if (!isSlotFullError(err)) throw err;
        // A chosen time that is full is the customer's to change; an ASAP order moves to the next slot
        // with room (a few tries: others may take that one meanwhile).
        const slotFull = ApiError.validation([{ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull }]);
        if (form.appointmentDate || !capacity || attempt >= ASAP_ATTEMPTS) throw slotFull;
        const next = await this.capacity.nextTimeWithRoom(branch.id, orderType, capacity, asapAt, tz, lines);
        if (!next || appointmentError(hoursFor(domainBranch, orderType), next, { now, tz })) {
          throw ApiError.validation([{ field: 'appointmentDate', message: CAPACITY_TEXTS.noSlotLeft }]);
        }
        order.appointmentDate = next;
        response = respond();
        claims = claimsAt(next);
      }
    }
    // Outside a TypeORM transaction no commit event wakes the local relay; the embedded database has no
    // LISTEN either, so wake it here. Not flush(): under steady load its wait never ended, and every
    // order's pending wait kept that request reachable (2,800 requests alive in the orders bench).
    this.relay.wake();
    return { ...response, ticketNumber: order.ticketNumber };
  }

  private async resolveItems(
    inputs: PlaceOrderCommand['form']['items'],
    { branch, menus }: CachedBranch,
    now: Date,
    tz: string,
    errors: ErrorEntry[],
    lines: CapacityLine[],
  ): Promise<ResolvedItem[]> {
    if (inputs.length === 0) {
      errors.push({ field: 'items', message: CHECKOUT_TEXTS.emptyCart });
      return [];
    }
    const byId = await this.catalogue.productsById([...new Set(inputs.map((i) => i.product.id))]);
    const menu = activeMenu(menus, branch.id, now);
    const listed = menu ? listedProducts(menu) : EMPTY;
    const items: { item: ResolvedItem; field: string }[] = [];
    inputs.forEach((input, index) => {
      const field = `items.${index}`;
      const { product, domain } = byId.get(input.product.id) ?? {};
      if (!product || !domain || !product.isPublic || !listed.has(product.id)) {
        errors.push({ field: `${field}.product`, message: ORDER_TEXTS.productUnknown });
        return;
      }
      // The category's availability counts too (e.g. breakfast served in the morning only).
      const category = product.category;
      if (!isAvailable(product, now, tz) || (category && !isAvailable(category, now, tz))) {
        errors.push({ field: `${field}.product`, message: ORDER_TEXTS.productUnavailable(product.name) });
        return;
      }
      const resolved = resolveItem(domain, input, field);
      errors.push(...resolved.errors);
      if (resolved.item) {
        items.push({ item: resolved.item, field });
        const { amount, unit } = resolved.item;
        lines.push({ amount, unit, categoryId: category?.id ?? null, preparationMinutes: product.preparationMinutes });
      }
    });
    await attachUploads(this.ds, items, errors);
    return items.map((entry) => entry.item);
  }

  private async findTable(ref: PlaceOrderCommand['form']['table'], branchId: string): Promise<DiningTable | null> {
    if (!ref) return null;
    const where = typeof ref === 'string' ? { identifier: ref } : { id: ref.id };
    return this.ds.getRepository(DiningTable).findOne({ where: { ...where, branch: { id: branchId } } });
  }

  private async findDonatee(ref: PlaceOrderCommand['form']['donatee']): Promise<Donatee | null> {
    if (!ref) return null;
    return this.ds.getRepository(Donatee).findOneBy({ id: ref.id, isEnabled: true });
  }
}

const EMPTY: ReadonlySet<string> = new Set();
/** A cached menu's product ids, built once per menu object (the catalogue cache replaces it on change). */
const listedSets = new WeakMap<object, ReadonlySet<string>>();
function listedProducts(menu: { catalog: { products: string[] }[] }): ReadonlySet<string> {
  let set = listedSets.get(menu);
  if (!set) listedSets.set(menu, (set = new Set(menu.catalog.flatMap((group) => group.products))));
  return set;
}

function dedupe(errors: ErrorEntry[]): ErrorEntry[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field ?? ''}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
