import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Admin } from '../auth/index.js';
import { ApiError, ApiTags, Contract, isUuid } from '../common/index.js';
import { newPartnerToken } from './external-user.resource.js';
import { PARTNER_ADMIN_ROUTES as R } from './partners.contract.js';
import { ExternalUser } from './partners.entities.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { TransactionalConnection } from '../database/index.js';

/**
 * Back office (admins): a new token for an external user (the old one stops working at once), the
 * user's webhook endpoints and each endpoint's delivery log. CRUD of the users is the generic resource.
 */
@ApiTags('external-users')
@Controller('api')
export class PartnersAdminController {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly endpoints: WebhookEndpointsService,
  ) {}

  @Contract(R.rotateToken)
  @Post('external-users/:id/token')
  @Admin()
  @HttpCode(200)
  async rotateToken(@Param('id') id: string) {
    if (!isUuid(id)) throw ApiError.notFound();
    const { token, tokenHash, tokenHint } = newPartnerToken();
    const { affected } = await this.db.manager().getRepository(ExternalUser).update({ id }, { tokenHash, tokenHint });
    if (!affected) throw ApiError.notFound();
    return { token, tokenHint };
  }

  @Contract(R.list)
  @Get('external-users/:id/webhooks')
  @Admin()
  async list(@Param('id') id: string) {
    await this.endpoints.assertUser(id);
    return this.endpoints.list(id);
  }

  @Contract(R.create)
  @Post('external-users/:id/webhooks')
  @Admin()
  async create(@Param('id') id: string, @Body() body: unknown) {
    await this.endpoints.assertUser(id);
    return this.endpoints.create(id, body);
  }

  @Contract(R.update)
  @Put('webhook-endpoints/:id')
  @Admin()
  async update(@Param('id') id: string, @Body() body: unknown) {
    return this.endpoints.update(await this.endpoints.ownerOf(id), id, body);
  }

  @Contract(R.remove)
  @Delete('webhook-endpoints/:id')
  @Admin()
  @HttpCode(200)
  async remove(@Param('id') id: string) {
    return this.endpoints.remove(await this.endpoints.ownerOf(id), id);
  }

  @Contract(R.deliveries)
  @Get('webhook-endpoints/:id/deliveries')
  @Admin()
  async deliveries(@Param('id') id: string, @Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    const { items, total } = await this.endpoints.deliveries(await this.endpoints.ownerOf(id), id, query);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }
}
