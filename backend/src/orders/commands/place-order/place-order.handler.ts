import { randomBytes, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  activeMenu,
  CHECKOUT_TEXTS,
  type CheckoutForm,
  earliestAppointment,
  formatMoney,
  isAvailable,
  isOrderableNow,
  NOTICE_TEXTS,
  ONLINE_PAYMENT_METHODS,
  orderTypeOf,
  type PaymentMethod,
  validateCheckout,
  zonedParts,
  defaultPaymentMethod,
} from '@bestell/domain';
import { DataSource, In } from 'typeorm';
import { Branch } from '../../../catalog/branches/branch.entity.js';
import { Donatee } from '../../../catalog/donatees/donatee.entity.js';
import { Menu } from '../../../catalog/menus/menu.entity.js';
import { Product } from '../../../catalog/products/product.entity.js';
import { DiningTable } from '../../../catalog/tables/table.entity.js';
import { ApiError, type ErrorEntry } from '../../../common/api-error.js';
import { ShopConfigService } from '../../../settings/shop-config.service.js';
import { toDomainArea, toDomainBranch, toDomainProduct } from '../../catalog-adapter.js';
import { ORDER_TEXTS } from '../../messages.js';
import { insertWithTicket } from '../../order-store.js';
import { priceOrder, resolveItem, type ResolvedItem } from '../../order-pricing.js';
import { orderView } from '../../order-view.js';
import { Order } from '../../order.entity.js';
import { enqueueOutbox, type OutboxEntry } from '../../outbox/outbox.writer.js';
import { PaymentProvider } from '../../payment/payment-provider.js';
import { type PlacedOrder, PlaceOrderCommand } from './place-order.command.js';

/** Delay before the first payment check of an online order. */
const PAYMENT_CHECK_DELAY_SECONDS = 15 * 60;

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, PlacedOrder> {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
    private readonly payment: PaymentProvider,
  ) {}

  async execute({ form, idempotency }: PlaceOrderCommand): Promise<PlacedOrder> {
    const now = new Date();
    const config = await this.shopConfig.get();
    const tz = config.timezone;

    const branch = await this.ds
      .getRepository(Branch)
      .findOne({ where: { id: form.branch.id }, relations: { deliveryAreas: true } });
    if (!branch || !branch.isPublic || !branch.isEnabled) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_TEXTS.branchUnavailable }]);
    }
    const domainBranch = toDomainBranch(branch);
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
    const openNow = isOrderableNow(domainBranch, orderType, now, tz);
    if (!openNow && !branch.isPreorderEnabled && !branch.isQuotationRequired) {
      throw ApiError.validation([
        { message: orderType === 'delivery' ? NOTICE_TEXTS.noDeliveryNow : NOTICE_TEXTS.closedNow },
      ]);
    }

    const errors: ErrorEntry[] = [];
    const items = await this.resolveItems(form.items, branch.id, now, tz, errors);

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
    const leadTimeApplies = products.some((p) => p.isLeadTimeEnabled && p.leadTimeType && p.leadTimeValue);
    if (leadTimeApplies && !form.appointmentDate) {
      errors.push({ field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentRequired });
    }
    const earliest = earliestAppointment(products, now, tz);
    errors.push(...validateCheckout(checkoutForm, domainBranch, { now, tz, earliest }));
    if (errors.length > 0) throw ApiError.validation(dedupe(errors));

    const area =
      orderType === 'delivery' ? (branch.deliveryAreas.find((a) => a.area === form.deliveryArea) ?? null) : null;
    const domainArea = area ? toDomainArea(area) : null;
    const { snapshots, totals } = priceOrder(items, orderType, domainArea);
    if (!totals.minimumOrder.reached) {
      throw ApiError.validation([
        {
          field: 'deliveryArea',
          message: CHECKOUT_TEXTS.minimumOrder(formatMoney(totals.minimumOrder.minimum, config.currency)),
        },
      ]);
    }

    const isOnline = ONLINE_PAYMENT_METHODS.includes(paymentMethod);
    const uid = randomBytes(12).toString('base64url');
    const hash = randomBytes(18).toString('base64url');
    const ticketDay = zonedParts(now, tz).date;

    const { branch: _ref, table: _t, donatee: _d, items: _i, appointmentDate, deliveryArea: _a, ...fields } = form;
    const createdAt = new Date();
    const order = this.ds.getRepository(Order).create({
      ...fields,
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
      paymentStatus: isOnline ? 'open' : 'offline',
      gross: totals.gross,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      deliveryGross: totals.deliveryGross,
      taxes: totals.taxes,
      isApproximate: totals.isApproximate,
      hasHiddenPrices: totals.hasHiddenPrices,
      items: snapshots,
      version: 1,
      createdAt,
      updatedAt: createdAt,
    });
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

    return this.ds.transaction(async (em) => {
      // The consequences first: the ticket counter row stays locked only from the last statement to commit.
      await enqueueOutbox(em, outbox);
      order.ticketNumber = await insertWithTicket(em, order, {
        action: 'place',
        actor: 'customer',
        data: { totalGross: order.totalGross, paymentMethod },
      });
      const view: PlacedOrder = {
        ...orderView(order, 'public'),
        hash,
        paymentRedirectUrl: isOnline ? this.payment.redirectUrl(order) : null,
      };
      if (idempotency) {
        await em.query(
          `UPDATE "idempotency_key" SET "state" = 'done', "responseStatus" = 201, "responseBody" = $3
            WHERE "key" = $1 AND "scope" = $2`,
          [idempotency.key, idempotency.scope, JSON.stringify(view)],
        );
      }
      return view;
    });
  }

  private async resolveItems(
    inputs: PlaceOrderCommand['form']['items'],
    branchId: string,
    now: Date,
    tz: string,
    errors: ErrorEntry[],
  ): Promise<ResolvedItem[]> {
    if (inputs.length === 0) {
      errors.push({ field: 'items', message: CHECKOUT_TEXTS.emptyCart });
      return [];
    }
    const ids = [...new Set(inputs.map((i) => i.product.id))];
    const [products, menus] = await Promise.all([
      this.ds.getRepository(Product).find({ where: { id: In(ids) }, relations: { category: true } }),
      this.ds
        .getRepository(Menu)
        .createQueryBuilder('m')
        .innerJoin('m.branches', 'b', 'b.id = :branchId', { branchId })
        .getMany(),
    ]);
    const menu = activeMenu(menus, branchId, now);
    const listed = new Set(menu?.catalog.flatMap((group) => group.products) ?? []);
    const byId = new Map(products.map((p) => [p.id, p]));
    const items: ResolvedItem[] = [];
    inputs.forEach((input, index) => {
      const field = `items.${index}`;
      const product = byId.get(input.product.id);
      if (!product || !product.isPublic || !listed.has(product.id)) {
        errors.push({ field: `${field}.product`, message: ORDER_TEXTS.productUnknown });
        return;
      }
      // The category's availability counts too (e.g. breakfast served in the morning only).
      const category = product.category;
      if (!isAvailable(product, now, tz) || (category && !isAvailable(category, now, tz))) {
        errors.push({ field: `${field}.product`, message: ORDER_TEXTS.productUnavailable(product.name) });
        return;
      }
      const resolved = resolveItem(toDomainProduct(product), input, field);
      errors.push(...resolved.errors);
      if (resolved.item) items.push(resolved.item);
    });
    return items;
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

function dedupe(errors: ErrorEntry[]): ErrorEntry[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field ?? ''}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
