import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PARTNER_TEXTS, type PlacedOrder } from '@bestell/domain';
import type { Response } from 'express';
import { In } from 'typeorm';
import { Branch, categoryResource, productResource } from '../catalog/index.js';
import { ApiError, ApiTags, Contract, isUuid } from '../common/index.js';
import { CrudService } from '../crud/index.js';
import { TransactionalConnection } from '../database/index.js';
import {
  type IdempotentPlacement,
  type Order,
  OrderLookup,
  orderView,
  OrdersQueries,
  PlaceIdempotentOrderCommand,
  PlaceOrderCommand,
  validIdempotencyKey,
} from '../orders/index.js';
import { Partner, type PartnerContext, PartnerUser } from './partner-auth.js';
import { PARTNER_API_ROUTES as R } from './partners.contract.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

/** What a partner sees of an order: the staff view without the status-page hash. */
const partnerOrderView = (o: Order) => {
  const { hash: _hash, ...view } = orderView(o, 'staff') as ReturnType<typeof orderView> & { hash?: string };
  return view;
};

/**
 * The partner API (issue 22 item 5): an external user's bearer token with scopes; orders of their
 * branches only, order placement through the same command as the storefront (channel 'api'), the
 * public catalogue, and their own webhook endpoints with the delivery log.
 */
@ApiTags('partner')
@Controller('api/partner')
export class PartnerApiController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrdersQueries,
    private readonly lookup: OrderLookup,
    private readonly crud: CrudService,
    private readonly endpoints: WebhookEndpointsService,
    private readonly db: TransactionalConnection,
  ) {}

  @Contract(R.me)
  @Get('me')
  @Partner()
  me(@PartnerUser() partner: PartnerContext) {
    return {
      id: partner.id,
      name: partner.name,
      scopes: partner.scopes,
      branches: partner.branchIds.map((id) => ({ id })),
    };
  }

  @Contract(R.orders)
  @Get('orders')
  @Partner('orders:read')
  async orders(
    @PartnerUser() partner: PartnerContext,
    @Query() query: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const filter = R.orders.query(query);
    const { items, total } = await this.queries.history(filter, partner.branchIds, { withTests: false });
    res.setHeader('X-Total-Count', String(total));
    return items.map(partnerOrderView);
  }

  @Contract(R.order)
  @Get('orders/:id')
  @Partner('orders:read')
  async order(@PartnerUser() partner: PartnerContext, @Param('id') id: string) {
    if (!isUuid(id)) throw ApiError.notFound();
    const order = await this.lookup.find({ id }, { kind: 'system' });
    // Another branch's order answers like a missing one, and so does a test order (issue 37 item 4).
    if (order.isTest || !partner.branchIds.includes(order.branchId)) throw ApiError.notFound();
    return partnerOrderView(order);
  }

  /** Places an order for one of the partner's branches; Idempotency-Key makes retries safe (per partner). */
  @Contract(R.place)
  @Post('orders')
  @Partner('orders:write')
  async place(
    @PartnerUser() partner: PartnerContext,
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<PlacedOrder> {
    const form = R.place.body(body);
    if (!partner.branchIds.includes(form.branch.id))
      throw new ApiError(403, [{ message: PARTNER_TEXTS.branchNotAllowed, field: 'branch' }]);
    const origin = {
      channel: 'api' as const,
      enteredBy: { id: partner.id, name: partner.name },
    };
    if (key === undefined) return this.commands.execute(new PlaceOrderCommand(form, null, origin));
    if (!validIdempotencyKey(key))
      throw ApiError.validation([{ message: 'Der Idempotency-Key muss 1 bis 200 Zeichen lang sein.' }]);
    const scope = `partner:${partner.id}`;
    const { placed }: IdempotentPlacement = await this.commands.execute(
      new PlaceIdempotentOrderCommand(form, { key, scope, body }, origin),
    );
    return placed;
  }

  /** The public catalogue (categories, products) and the partner's branches. */
  @Contract(R.catalogue)
  @Get('catalogue')
  @Partner('catalogue:read')
  async catalogue(@PartnerUser() partner: PartnerContext) {
    const anonymous = { auth: null } as never;
    const [branches, categories, products] = await Promise.all([
      this.db
        .manager()
        .getRepository(Branch)
        .find({ where: { id: In(partner.branchIds) }, order: { name: 'ASC' } }),
      this.crud.list(categoryResource, anonymous),
      this.crud.list(productResource, anonymous),
    ]);
    return {
      branches: branches.map((b) => ({
        id: b.id,
        name: b.name,
        identifier: b.identifier,
      })),
      categories,
      products,
    };
  }

  @Contract(R.webhooks)
  @Get('webhooks')
  @Partner('webhooks:manage')
  webhooks(@PartnerUser() partner: PartnerContext) {
    return this.endpoints.list(partner.id);
  }

  @Contract(R.createWebhook)
  @Post('webhooks')
  @Partner('webhooks:manage')
  createWebhook(@PartnerUser() partner: PartnerContext, @Body() body: unknown) {
    return this.endpoints.create(partner.id, body);
  }

  @Contract(R.webhook)
  @Get('webhooks/:id')
  @Partner('webhooks:manage')
  webhook(@PartnerUser() partner: PartnerContext, @Param('id') id: string) {
    return this.endpoints.get(partner.id, id);
  }

  @Contract(R.updateWebhook)
  @Put('webhooks/:id')
  @Partner('webhooks:manage')
  updateWebhook(@PartnerUser() partner: PartnerContext, @Param('id') id: string, @Body() body: unknown) {
    // The endpoint as GET answers it may come back (issue 40 item 10): its read-only fields are dropped.
    return this.endpoints.update(partner.id, id, R.updateWebhook.body(body));
  }

  @Contract(R.removeWebhook)
  @Delete('webhooks/:id')
  @Partner('webhooks:manage')
  @HttpCode(200)
  removeWebhook(@PartnerUser() partner: PartnerContext, @Param('id') id: string) {
    return this.endpoints.remove(partner.id, id);
  }

  @Contract(R.deliveries)
  @Get('webhooks/:id/deliveries')
  @Partner('webhooks:manage')
  async deliveries(
    @PartnerUser() partner: PartnerContext,
    @Param('id') id: string,
    @Query() query: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { items, total } = await this.endpoints.deliveries(partner.id, id, query);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }
}
