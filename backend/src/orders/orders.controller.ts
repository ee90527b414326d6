import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { msisdn, type OrderAction } from '@bestell/domain';
import {
  Admin,
  assertCsrf,
  type AuthContext,
  type AuthedRequest,
  branchScope,
  Staff,
  StaffAuth,
} from '../auth/index.js';
import { Frontdesk, type FrontdeskRequest } from '../catalog/index.js';
import { ApiError, ApiTags, assertSameId, Contract, parseInput, requireUuid } from '../common/index.js';
import { orderEditSchema } from './order-form.schema.js';
import { bodyField, heldLink, RateLimit, type RateLimitRule, RateLimits } from '../limits/index.js';
import { ChangeOrderCommand, type OrderActor } from './commands/change-order/change-order.command.js';
import { DeleteOrderCommand } from './commands/delete-order/delete-order.command.js';
import { EditOrderCommand } from './commands/edit-order/edit-order.command.js';
import { type OrderEffect, RequestOrderEffectCommand } from './commands/effects/request-effect.command.js';
import {
  type OrderOrigin,
  PlaceOrderCommand,
  type PlacedOrder,
  WEB_ORIGIN,
} from './commands/place-order/place-order.command.js';
import { UpdatePaymentStatusCommand } from './commands/payment-status/update-payment-status.command.js';
import { UpdateOrderItemCommand } from './commands/update-item/update-item.command.js';
import { IdempotencyService, requestHash } from './idempotency/idempotency.service.js';
import { ORDER_TEXTS } from './messages.js';
import { OrderLookup } from './order-lookup.js';
import type { Order } from './order.entity.js';
import { orderView } from './order-view.js';
import { OrdersQueries } from './orders.queries.js';
import { ORDER_ROUTES as R } from './orders.contract.js';

const STATUS_ACTIONS: Record<string, OrderAction> = {
  cancel: 'cancel',
  confirm: 'confirm',
  reject: 'reject',
  'in-delivery': 'inDelivery',
  completed: 'completed',
};

const ORDER_SCOPE = 'POST /api/orders';

/** Who gets the order's SMS and e-mail, as the senders address them: spellings of one number count together. */
const recipients = (req: Parameters<typeof bodyField>[0]) => {
  const phone = bodyField(req, 'phone');
  return [bodyField(req, 'email')?.trim().toLowerCase(), phone && `sms:${msisdn(phone) ?? phone.replace(/\D/g, '')}`];
};
/** Wrong uid/hash pairs per IP: guessing status links is refused before it gets anywhere; a link the IP
 * opened before keeps working. */
const WRONG_HASHES: RateLimitRule = { limit: 'wrongHashIp', onStatus: 404, held: heldLink };

/**
 * The origin of a storefront order: a signed-in staff member of the branch (session resolved by the
 * middleware, CSRF token matching) may place a test order (issue 37 item 4); anyone else is a customer.
 * No query of its own: the session middleware has read the session already (only when a cookie came).
 */
function webOrigin(req: AuthedRequest, branchId: string): OrderOrigin {
  const auth = req.auth;
  if (!auth) return WEB_ORIGIN;
  const scope = branchScope(auth);
  if (scope && !scope.includes(branchId)) return WEB_ORIGIN;
  try {
    assertCsrf(req, auth);
  } catch {
    return WEB_ORIGIN;
  }
  return { channel: 'web', tester: { id: auth.user.id, name: auth.user.name || auth.user.email } };
}

/** Who acts on a @Frontdesk() route: the branch's tablet, else the staff member the guard admitted. */
function actor(req: FrontdeskRequest): OrderActor {
  if (req.frontdesk) return { kind: 'staff', frontdesk: req.frontdesk, branchIds: [req.frontdesk] };
  const auth = req.auth!;
  return { kind: 'staff', userId: auth.user.id, branchIds: branchScope(auth) };
}

@ApiTags('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrdersQueries,
    private readonly idempotency: IdempotencyService,
    private readonly lookup: OrderLookup,
    private readonly limits: RateLimits,
  ) {}

  /**
   * Anonymous order placement (spec 7); Idempotency-Key makes retries safe. The per-recipient budget is
   * taken only for a new order: a replay answers what was stored and sends no message (issue 36).
   */
  @Contract(R.place)
  @Post()
  @HttpCode(201)
  @RateLimit({ limit: 'orderIp' })
  async place(
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: AuthedRequest,
  ): Promise<PlacedOrder> {
    const form = R.place.body(body);
    const origin = webOrigin(req, form.branch.id);
    const budget = recipients(req).flatMap((k) => (k ? [{ name: 'orderRecipient' as const, key: k, points: 1 }] : []));
    if (key === undefined) {
      await this.limits.consumeAll(budget);
      return this.commands.execute(new PlaceOrderCommand(form, null, origin));
    }
    if (!IdempotencyService.validKey(key)) throw ApiError.validation([{ message: ORDER_TEXTS.idempotencyKeyInvalid }]);
    const outcome = await this.idempotency.claim(key, ORDER_SCOPE, requestHash(body));
    if (outcome.kind === 'replay') return outcome.body as PlacedOrder;
    try {
      await this.limits.consumeAll(budget);
      return await this.commands.execute(new PlaceOrderCommand(form, { key, scope: ORDER_SCOPE }, origin));
    } catch (err) {
      await this.idempotency.release(key, ORDER_SCOPE);
      throw err;
    }
  }

  // --- public (uid + hash) -------------------------------------------------------------------------

  @Contract(R.publicOrder)
  @Get('public/:uid/:hash')
  @RateLimit({ limit: 'statusIp' }, WRONG_HASHES)
  async publicOrder(@Param('uid') uid: string, @Param('hash') hash: string) {
    const order = await this.lookup.find({ uid, hash }, { kind: 'customer', uid, hash });
    return orderView(order, 'public');
  }

  @Contract(R.acceptCounter)
  @Post('public/:uid/:hash/confirm-counter-appointment')
  @HttpCode(200)
  @RateLimit(WRONG_HASHES)
  acceptCounter(@Param('uid') uid: string, @Param('hash') hash: string) {
    return this.publicChange(uid, hash, 'acceptCounter');
  }

  @Contract(R.rejectCounter)
  @Post('public/:uid/:hash/reject-counter-appointment')
  @HttpCode(200)
  @RateLimit(WRONG_HASHES)
  rejectCounter(@Param('uid') uid: string, @Param('hash') hash: string) {
    return this.publicChange(uid, hash, 'rejectCounter');
  }

  @Contract(R.questionnaire)
  @Post('public/:uid/:hash/questionnaire')
  @HttpCode(200)
  @RateLimit(WRONG_HASHES)
  questionnaire(@Param('uid') uid: string, @Param('hash') hash: string, @Body() body: unknown) {
    const questionnaire = R.questionnaire.body(body);
    return this.publicChange(uid, hash, 'questionnaire', { questionnaire });
  }

  private async publicChange(
    uid: string,
    hash: string,
    action: OrderAction,
    params: ChangeOrderCommand['params'] = {},
  ) {
    const order: Order = await this.commands.execute(
      new ChangeOrderCommand({ uid, hash }, action, { kind: 'customer', uid, hash }, params),
    );
    return orderView(order, 'public');
  }

  // --- branch screens (branchId + apiKey) ----------------------------------------------------------

  @Contract(R.frontdesk)
  @Get('frontdesk/:branchId/:apiKey')
  async frontdesk(@Param('branchId') branchId: string, @Param('apiKey') apiKey: string) {
    return (await this.queries.frontdesk(branchId, apiKey)).map((o) => orderView(o, 'staff'));
  }

  @Contract(R.backoffice)
  @Get('backoffice/:branchId/:apiKey')
  async backoffice(@Param('branchId') branchId: string, @Param('apiKey') apiKey: string) {
    return (await this.queries.backoffice(branchId, apiKey)).map((o) => orderView(o, 'staff'));
  }

  // --- staff ---------------------------------------------------------------------------------------

  @Contract(R.history)
  @Get()
  @Staff()
  async history(@Query() query: unknown, @StaffAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    const filter = R.history.query(query);
    const { items, total } = await this.queries.history(filter, branchScope(auth));
    res.setHeader('X-Total-Count', String(total));
    return items.map((o) => orderView(o, 'staff'));
  }

  @Contract(R.current)
  @Get('current')
  @Staff()
  async current(@StaffAuth() auth: AuthContext) {
    return (await this.queries.current(branchScope(auth))).map((o) => orderView(o, 'staff'));
  }

  @Contract(R.missed)
  @Get('missed')
  @Staff()
  async missed(@StaffAuth() auth: AuthContext) {
    return (await this.queries.missed(branchScope(auth))).map((o) => orderView(o, 'staff'));
  }

  @Contract(R.one)
  @Get(':id')
  @Frontdesk()
  async one(@Param('id') id: string, @Req() req: FrontdeskRequest) {
    const order = await this.lookup.find({ id: requireUuid(id) }, actor(req));
    return orderView(order, 'staff');
  }

  @Contract(R.status)
  @Post(':id/status/:action')
  @HttpCode(200)
  @Frontdesk()
  async status(
    @Param('id') id: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @Req() req: FrontdeskRequest,
  ) {
    const who = actor(req);
    const domainAction = STATUS_ACTIONS[action];
    if (!domainAction || !Object.hasOwn(STATUS_ACTIONS, action)) throw ApiError.notFound();
    const params = domainAction === 'reject' ? R.status.body(body) : {};
    return this.staffChange(id, domainAction, who, params);
  }

  /**
   * Spec 7 PUT /orders/{id} (documented body: the edit or a counter-proposal): staff change contact data, address, comment and appointment, sending the
   * `version` they edited (409 when it is stale). A body with `counterAppointment` proposes another time
   * instead (the customer answers it on the status page).
   */
  @Contract(R.updateOrder)
  @Put(':id')
  @Frontdesk()
  async updateOrder(@Param('id') id: string, @Body() body: unknown, @Req() req: FrontdeskRequest) {
    const who = actor(req);
    // A proposal is `{ counterAppointment }` alone; an order read back from GET carries its version and
    // its (read-only here) counterAppointment, often null: that is an edit (issue 40 item 10).
    const proposal = !!body && typeof body === 'object' && 'counterAppointment' in body && !('version' in body);
    if (proposal) return this.proposeCounter(id, body, req);
    assertSameId(id, body);
    const { version, id: _id, ...edit } = parseInput(orderEditSchema, body);
    const order: Order = await this.commands.execute(new EditOrderCommand(requireUuid(id), version, edit, who));
    return orderView(order, 'staff');
  }

  @Contract(R.proposeCounter)
  @Post(':id/counter-appointment')
  @HttpCode(200)
  @Frontdesk()
  proposeCounter(@Param('id') id: string, @Body() body: unknown, @Req() req: FrontdeskRequest) {
    const { counterAppointment } = R.proposeCounter.body(body);
    return this.staffChange(id, 'proposeCounterAppointment', actor(req), { counterAppointment });
  }

  private async staffChange(
    id: string,
    action: OrderAction,
    actor: OrderActor,
    params: ChangeOrderCommand['params'] = {},
  ) {
    const order: Order = await this.commands.execute(
      new ChangeOrderCommand({ id: requireUuid(id) }, action, actor, params),
    );
    return orderView(order, 'staff');
  }

  @Contract(R.updateItem)
  @Put(':id/items/:index')
  @Frontdesk()
  async updateItem(
    @Param('id') id: string,
    @Param('index') index: string,
    @Body() body: unknown,
    @Req() req: FrontdeskRequest,
  ) {
    const who = actor(req);
    if (!/^\d{1,3}$/.test(index)) throw ApiError.notFound();
    const input = R.updateItem.body(body);
    const order: Order = await this.commands.execute(
      new UpdateOrderItemCommand(requireUuid(id), Number(index), input, who),
    );
    return orderView(order, 'staff');
  }

  @Contract(R.updatePaymentStatus)
  @Post(':id/update-payment-status')
  @HttpCode(200)
  @Frontdesk()
  async updatePaymentStatus(@Param('id') id: string, @Body() body: unknown, @Req() req: FrontdeskRequest) {
    const { redeemed } = R.updatePaymentStatus.body(body);
    const order: Order = await this.commands.execute(
      new UpdatePaymentStatusCommand(requireUuid(id), actor(req), redeemed === true),
    );
    return orderView(order, 'staff');
  }

  @Contract(R.print)
  @Post(':id/print')
  @HttpCode(200)
  @Frontdesk()
  print(@Param('id') id: string, @Req() req: FrontdeskRequest) {
    return this.effect(id, 'print', req);
  }

  @Contract(R.resendEmail)
  @Post(':id/resend-new-order-email')
  @HttpCode(200)
  @Frontdesk()
  resendEmail(@Param('id') id: string, @Req() req: FrontdeskRequest) {
    return this.effect(id, 'resend-new-order-email', req);
  }

  @Contract(R.resendSms)
  @Post(':id/resend-new-order-sms')
  @HttpCode(200)
  @Frontdesk()
  resendSms(@Param('id') id: string, @Req() req: FrontdeskRequest) {
    return this.effect(id, 'resend-new-order-sms', req);
  }

  private async effect(id: string, effect: OrderEffect, req: FrontdeskRequest) {
    // Counted after the caller is known to be staff, so strangers cannot use up an order's resends.
    if (effect !== 'print') await this.limits.consume('resendOrder', `${requireUuid(id)}:${effect}`);
    const order: Order = await this.commands.execute(
      new RequestOrderEffectCommand(requireUuid(id), effect, actor(req)),
    );
    return orderView(order, 'staff');
  }

  @Contract(R.remove)
  @Delete(':id')
  @Admin()
  async remove(@Param('id') id: string, @StaffAuth() auth: AuthContext): Promise<void> {
    await this.commands.execute(
      new DeleteOrderCommand(requireUuid(id), { kind: 'staff', userId: auth.user.id, branchIds: null }),
    );
  }
}
