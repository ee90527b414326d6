import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type LocalDate,
  type OpeningHoursRule,
  pauseErrors,
  phonePaymentMethod,
  productionOption,
  STANDING_ORDER_TEXTS,
  type StandingOrderCustomerView,
  datesToMaterialise,
  DEFAULT_STANDING_CUTOFF,
  standingDeliveries,
  standingPickupAt,
  weekdayOf,
  zonedParts,
} from '@bestell/domain';
import { withPublicHolidays } from '@bestell/domain/public-holidays';
import { Branch } from '../catalog/index.js';
import { ApiError } from '../common/index.js';
import { TransactionalConnection } from '../database/index.js';
import { type IdempotentPlacement, orderFormSchema, PlaceIdempotentOrderCommand } from '../orders/index.js';
import { ShopConfigService } from '../settings/index.js';
import { ProductionFreezeRepository } from './production-freeze.repository.js';
import { productionItems, type StoredStandingOrder, StandingOrdersRepository } from './standing-orders.repository.js';

/** The idempotency scope of the orders standing orders place (key: standing order id and day). */
const SCOPE = 'standing-order';

/**
 * Standing orders at work (issue 42 item 3): at the branch's cut-off of a day each standing order due
 * that day becomes a real order through PlaceIdempotentOrderCommand (so it rings, prints, mails and
 * counts like any order), recorded once per standing order and day; and the customer's page by token.
 *
 * Exactly once, also with two API instances running the job at the same minute: the order is placed
 * under the idempotency key `{standing order}:{day}` (the second instance gets 409 while the first
 * places, or the stored answer after), and the run row (primary key standing order + day, INSERT ... ON
 * CONFLICT DO NOTHING) records it for good, after the key's 24 hours too.
 */
@Injectable()
export class StandingOrders {
  private readonly logger = new Logger('StandingOrders');

  constructor(
    private readonly db: TransactionalConnection,
    private readonly config: ShopConfigService,
    private readonly commands: CommandBus,
  ) {}

  /** The minute job: places the standing orders of every day past its branch's cut-off. */
  async materialise(now = new Date()): Promise<{ placed: number; failed: number }> {
    const em = this.db.manager();
    const repo = new StandingOrdersRepository(em);
    let placed = 0;
    let failed = 0;
    if (!(await repo.anyEnabled())) return { placed, failed };
    const tz = await this.config.timezone();
    const today = zonedParts(now, tz).date;
    for (const branch of await new ProductionFreezeRepository(em).branches(null, false))
      for (const date of datesToMaterialise(branch.cutoff, now, tz, today))
        for (const standing of await repo.toPlace(branch.id, date, weekdayOf(date))) {
          const outcome = await this.place(standing, date, tz, now);
          if (outcome === 'placed') placed++;
          if (outcome === 'failed') failed++;
        }
    return { placed, failed };
  }

  /** Places one standing order's day; 'busy' when another instance is placing it right now. */
  private async place(standing: StoredStandingOrder, date: LocalDate, tz: string, now: Date) {
    const repo = new StandingOrdersRepository(this.db.manager());
    const branch = await this.db.manager().getRepository(Branch).findOneBy({ id: standing.branch.id });
    const pickup = branch ? standingPickupAt(this.hours(branch), date, tz) : null;
    const paymentMethod = branch ? phonePaymentMethod('paid', branch) : null;
    // A standing order saved after its day's cut-off (today's pickup already past) starts the next day.
    const refused = !pickup
      ? STANDING_ORDER_TEXTS.closed
      : pickup.getTime() <= now.getTime()
        ? STANDING_ORDER_TEXTS.pickupPast
        : !paymentMethod
          ? STANDING_ORDER_TEXTS.noPayment
          : null;
    if (refused) {
      await repo.recordRun(standing.id, date, null, refused);
      return 'failed';
    }
    const form = orderFormSchema.parse({
      branch: { id: standing.branch.id },
      isCompany: true,
      companyName: standing.customerName,
      firstName: standing.firstName,
      lastName: standing.lastName,
      phone: standing.phone,
      email: standing.email,
      comment: [STANDING_ORDER_TEXTS.orderComment(standing.customerName), standing.comment].filter(Boolean).join('\n'),
      appointmentDate: pickup!.toISOString(),
      paymentMethod,
      // The confirmation goes by e-mail when there is an address; no SMS for every day of the series.
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      items: standing.items.map((item) => ({
        product: item.product,
        amount: item.amount,
        unit: item.unit,
        parts: item.parts,
      })),
    });
    try {
      const { placed }: IdempotentPlacement = await this.commands.execute(
        new PlaceIdempotentOrderCommand(
          form,
          { key: `${standing.id}:${date}`, scope: SCOPE, body: { standingOrderId: standing.id, date } },
          { channel: 'standing', overrideCapacity: true, standingOrderId: standing.id },
        ),
      );
      // A replay (the other instance placed it) records the same order; the first record wins.
      await repo.recordRun(standing.id, date, placed.id, null);
      this.logger.log({ standingOrder: standing.id, date, order: placed.id }, 'standing order placed');
      return 'placed';
    } catch (err) {
      if (err instanceof ApiError && err.getStatus() === 409) return 'busy';
      if (err instanceof ApiError && err.getStatus() === 422) {
        // Refused by the order rules (a product gone, the day closed): recorded with the reason, not retried.
        await repo.recordRun(standing.id, date, null, err.errors.map((e) => e.message).join(' '));
        this.logger.warn({ standingOrder: standing.id, date, errors: err.errors }, 'standing order refused');
        return 'failed';
      }
      this.logger.error({ standingOrder: standing.id, date, err }, 'standing order not placed (retried next minute)');
      return 'busy';
    }
  }

  /** The branch's opening hours with its public holidays' dates (a holiday rule closes those days). */
  private hours(branch: Branch): OpeningHoursRule[] {
    return withPublicHolidays((branch.openingHours ?? []) as OpeningHoursRule[]);
  }

  /** The customer's page: the lines, the next deliveries and which of them are paused or placed already. */
  async customerView(token: string, now = new Date()): Promise<StandingOrderCustomerView> {
    const em = this.db.manager();
    const repo = new StandingOrdersRepository(em);
    const standing = await repo.byToken(token);
    if (!standing) throw ApiError.notFound();
    const tz = await this.config.timezone();
    const [branch] = await new ProductionFreezeRepository(em).branches([standing.branch.id]);
    const cutoff = branch?.cutoff ?? DEFAULT_STANDING_CUTOFF;
    const products = await repo.products(standing.items.map((i) => i.product.id));
    const today = zonedParts(now, tz).date;
    const domain = { ...standing, items: productionItems(standing.items, products) };
    // Days the branch is closed (a public holiday, say) deliver nothing: left out of the customer's list.
    const entity = await em.getRepository(Branch).findOneBy({ id: standing.branch.id });
    const hours = entity ? this.hours(entity) : [];
    const open = (date: LocalDate) => !!standingPickupAt(hours, date, tz);
    return {
      customerName: standing.customerName,
      branch: standing.branch,
      weekdays: standing.weekdays,
      startDate: standing.startDate,
      endDate: standing.endDate,
      items: domain.items.map((item) => ({
        product: { id: item.product.id, name: item.product.name },
        amount: String(item.amount),
        unit: String(item.unit),
        option: productionOption(item),
      })),
      pausedDates: standing.pausedDates,
      deliveries: standing.isEnabled
        ? standingDeliveries(domain, today, cutoff, now, tz).filter((d) => open(d.date))
        : [],
    };
  }

  /** The customer pauses or resumes days: only delivery days, none past its cut-off (422 in German). */
  async setPauses(token: string, pausedDates: readonly LocalDate[], now = new Date()) {
    const em = this.db.manager();
    const repo = new StandingOrdersRepository(em);
    const standing = await repo.byToken(token);
    if (!standing) throw ApiError.notFound();
    const tz = await this.config.timezone();
    const [branch] = await new ProductionFreezeRepository(em).branches([standing.branch.id]);
    const errors = pauseErrors(
      { ...standing, items: [] },
      pausedDates,
      branch?.cutoff ?? DEFAULT_STANDING_CUTOFF,
      now,
      tz,
    );
    if (errors.length) throw ApiError.validation(errors);
    await repo.setPauses(standing.id, [...new Set(pausedDates)].sort());
    return this.customerView(token, now);
  }
}
