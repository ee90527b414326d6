import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type AdmissionError,
  appointmentError,
  areaCoversZip,
  branchAdmissionError,
  CAPACITY_TEXTS,
  type CapacityLine,
  capacityClaims,
  checkoutAdmissionErrors,
  dedupeErrors,
  defaultPaymentMethod,
  deliveryZipCode,
  hoursFor,
  isTestOrder,
  minimumOrderError,
  ONLINE_PAYMENT_METHODS,
  orderTypeOf,
  type OrderType,
  type PaymentMethod,
  phoneCountryOf,
  rushError,
  withoutContactRequirements,
  zonedParts,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/index.js';
import { type CapacityContext, CapacityService, isSlotFullError } from '../../../capacity/index.js';
import { ApiError } from '../../../common/index.js';
import { ShopConfigService } from '../../../settings/index.js';
import { toDomainArea } from '../../catalog-adapter.js';
import { type CachedBranch, OrderCatalogueCache, perMinute } from '../../catalogue-cache.js';
import { OrderWriter } from '../../order.repository.js';
import { assertStorable, orderDeliveryArea, priceOrder } from '../../order-pricing.js';
import { orderView } from '../../order-view.js';
import type { Order } from '../../order.entity.js';
import { OutboxRelay, type OutboxEntry } from '../../../outbox/index.js';
import { PaymentProvider } from '../../payment/payment-provider.js';
import { buildOrder } from './place-order.build.js';
import { PlaceOrderLoader } from './place-order.loader.js';
import { type OrderOrigin, type PlacedOrder, PlaceOrderCommand } from './place-order.command.js';

/** The shop day of an order (ticket numbers restart per day), memoised per minute. */
const localDate = perMinute((tz: string, now) => zonedParts(now, tz).date);

/** Tries of an ASAP order to find a slot with room before it gives up. */
const ASAP_ATTEMPTS = 3;

/** A refusal of admission as the API's 422. */
function refuse(error: AdmissionError | null): void {
  if (error) throw ApiError.validation([error]);
}

/** What the write step needs besides the order: where it takes slot capacity and how it answers. */
interface Placement {
  order: Order;
  outbox: OutboxEntry[];
  origin: OrderOrigin;
  idempotency: PlaceOrderCommand['idempotency'];
  cached: CachedBranch;
  orderType: OrderType;
  capacity: CapacityContext | null;
  lines: CapacityLine[];
  chosenTime: boolean;
  isTest: boolean;
  now: Date;
  tz: string;
}

/** Places an order: load -> admit (domain/checkout/admission) -> price -> write (one statement). */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, PlacedOrder> {
  constructor(
    ds: DataSource,
    private readonly shopConfig: ShopConfigService,
    private readonly payment: PaymentProvider,
    private readonly catalogue: OrderCatalogueCache,
    private readonly relay: OutboxRelay,
    private readonly capacity: CapacityService,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.writer = new OrderWriter(ds.manager);
    this.loader = new PlaceOrderLoader(ds, catalogue);
    this.smsAvailable = appConfig.jobs.sms.transport !== 'none';
  }

  private readonly smsAvailable: boolean;
  private readonly loader: PlaceOrderLoader;
  /** Not readonly: the unit spec puts a fake writer here (the real one needs PostgreSQL). */
  protected writer: Pick<OrderWriter, 'place'>;

  async execute({ form, idempotency, origin }: PlaceOrderCommand): Promise<PlacedOrder> {
    const now = new Date();
    const config = await this.shopConfig.get();
    const tz = config.timezone;
    const orderType = orderTypeOf(form);
    const tester = !!origin.tester;

    // Load and admit: branch, test flag, order type and hours first, then the rush pause.
    const cached = await this.catalogue.branch(form.branch.id);
    const openNow = cached?.branch ? cached.orderableNow(orderType, now, tz) : false;
    const { appointmentDate } = form;
    refuse(
      branchAdmissionError({
        branch: cached?.branch,
        tester,
        isTest: form.isTest,
        orderType,
        openNow,
        appointmentDate,
      }),
    );
    const { branch, domain } = cached!;
    const override = !!origin.overrideCapacity;
    const capacity = await this.capacity.prepare(branch.id, orderType, now, tz);
    refuse(rushError(!!capacity?.rush.paused, override, origin.channel));

    // The cart and the form: every error at once.
    const cart = await this.loader.cart(form.items, cached!, now, tz);
    const paymentMethod = (form.paymentMethod ?? defaultPaymentMethod(branch)) as PaymentMethod;
    const [table, donatee] = await this.loader.references(form, branch.id);
    const isTest = isTestOrder(branch, form.isTest, tester);
    // Only when none of this branch's areas serves the zip code: the message names a branch that does.
    const zip = orderType === 'delivery' ? deliveryZipCode(form) : '';
    const areas = domain.deliveryAreas ?? [];
    const deliveringBranches =
      zip && areas.length > 0 && !areas.some((area) => areaCoversZip(area, zip))
        ? await this.loader.deliveringBranches()
        : undefined;
    const errors = [
      ...cart.errors,
      ...checkoutAdmissionErrors({
        // A table that was given but is unknown is reported as such, not a second time as missing.
        form: {
          ...form,
          paymentMethod,
          table: orderType === 'dineIn' && form.table ? (table?.identifier ?? 'unknown') : null,
        },
        orderType,
        // A kiosk asks for no contact data although online pickup orders ask for a phone number by default.
        branch: origin.channel === 'kiosk' ? withoutContactRequirements(domain) : domain,
        products: cart.items.map((item) => item.product),
        now,
        tz,
        isTest,
        table: { given: !!form.table, found: !!table },
        donatee: { given: !!form.donatee, found: !!donatee },
        // The branch's lead time (longer in rush mode) and cut-offs; staff booking by hand decide themselves.
        capacity:
          capacity && !override ? { leadMinutes: capacity.rush.leadMinutes, settings: capacity.settings } : null,
        deliveringBranches,
      }),
    ];
    if (errors.length > 0) throw ApiError.validation(dedupeErrors(errors));

    // Price with the area the address's zip code lies in (validated above), then its minimum order.
    const area = orderType === 'delivery' ? orderDeliveryArea(branch.deliveryAreas, zip) : null;
    const domainArea = area ? toDomainArea(area) : null;
    const priced = priceOrder(cart.items, orderType, domainArea);
    assertStorable(priced, (line) => `items.${line}.amount`, 'items');
    refuse(minimumOrderError(priced.totals.minimumOrder, config.currency));

    const { order, outbox } = buildOrder({
      form,
      origin,
      branch,
      orderType,
      ticketDay: localDate(tz, now),
      paymentMethod,
      table,
      donatee,
      area,
      domainArea,
      priced,
      openNow,
      isTest,
      smsAvailable: this.smsAvailable,
      phoneCountry: phoneCountryOf(domain),
    });
    const placement = { order, outbox, origin, idempotency, cached: cached!, orderType, capacity, lines: cart.lines };
    return this.write({ ...placement, chosenTime: !!form.appointmentDate, isTest, now, tz });
  }

  /**
   * ONE autocommit statement (ticket, order, history, outbox rows + NOTIFY, idempotent response, slot
   * usage), shared with the orders of the same branch that arrive meanwhile (group commit, see
   * OrderWriter): the branch's ticket counter row stays locked only while PostgreSQL runs and commits
   * it, never across a round trip to this process (measured: npm run bench -- orders).
   */
  private async write(p: Placement): Promise<PlacedOrder> {
    const { order, origin, capacity, orderType, lines, now, tz } = p;
    const branchId = order.branchId;
    const override = !!origin.overrideCapacity;
    const isOnline = ONLINE_PAYMENT_METHODS.includes(order.paymentMethod as PaymentMethod);
    // Object.assign onto the fresh view, not `{ ...view, hash, … }`: a spread that adds keys to a large
    // object gets a new hidden class from V8 on every call (see orderView). Same keys, same order.
    const respond = (): PlacedOrder =>
      Object.assign(orderView(order, 'public'), {
        hash: order.hash,
        paymentRedirectUrl: isOnline ? this.payment.redirectUrl(order) : null,
      });
    let response = respond();
    // An order without a time takes room in the slot of its earliest time (now plus lead time).
    const claimsAt = (at: Date) =>
      capacity && capacity.rules.length > 0 && lines.length > 0
        ? { branchId, orderType, claims: capacityClaims(capacity.rules, orderType, at, tz, lines), override }
        : null;
    const asapAt = new Date(now.getTime() + (capacity && !override ? capacity.rush.leadMinutes * 60_000 : 0));
    let claims = claimsAt(order.appointmentDate ?? asapAt);
    const actor = order.enteredById ? `staff:${order.enteredById}` : origin.channel === 'kiosk' ? 'kiosk' : 'customer';
    const { totalGross, paymentMethod } = order;
    const data = { totalGross, paymentMethod, channel: origin.channel, ...(p.isTest && { isTest: p.isTest }) };
    for (let attempt = 1; ; attempt++) {
      try {
        order.ticketNumber = await this.writer.place({
          order,
          history: { action: 'place', actor, data },
          outbox: p.outbox,
          idempotency: p.idempotency && { ...p.idempotency, response },
          capacity: claims,
        });
        break;
      } catch (err) {
        if (!isSlotFullError(err)) throw err;
        // A chosen time that is full is the customer's to change; an ASAP order moves to the next slot
        // with room (a few tries: others may take that one meanwhile).
        const slotFull = ApiError.validation([{ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull }]);
        if (p.chosenTime || !capacity || attempt >= ASAP_ATTEMPTS) throw slotFull;
        const next = await this.capacity.nextTimeWithRoom(branchId, orderType, capacity, asapAt, tz, lines);
        if (!next || appointmentError(hoursFor(p.cached.domain, orderType), next, { now, tz })) {
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
}
