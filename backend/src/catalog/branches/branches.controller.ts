import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { BranchRepository } from './branch.repository.js';
import { ApiTags } from '@nestjs/swagger';
import { Admin, type AuthedRequest, RealtimeRevocations, Staff } from '../../auth/index.js';
import { CrudService } from '../../crud/index.js';
import { z } from 'zod';
import { Contract, defineRoute, requireUuid } from '../../common/index.js';
import { menuResource, menuView } from '../menus/menu.resource.js';
import { hashApiKey, newApiKey } from './api-key.js';
import { Branch } from './branch.entity.js';
import { branchResource } from './branch.resource.js';
import { printerBody } from './printer-address.js';
import { TransactionalConnection } from '../../database/index.js';

const TAGS = ['branches'];
const idParam = z.strictObject({ id: z.uuid() });
const printerView = z
  .strictObject({ id: z.uuid(), printerAddress: z.string().nullable() })
  .meta({ id: 'BranchPrinter' });
const R = {
  menus: defineRoute({
    tags: TAGS,
    summary: "The branch's menus, newest first",
    params: idParam,
    security: ['anonymous', 'staffSession'],
    responses: { 200: z.array(menuView) },
    errors: [404],
  }),
  rotateApiKey: defineRoute({
    tags: TAGS,
    summary: 'Issue a new frontdesk API key (the old one stops working at once)',
    params: idParam,
    responses: { 200: z.strictObject({ id: z.uuid(), apiKey: z.string() }).meta({ id: 'BranchApiKey' }) },
    errors: [404],
  }),
  printer: defineRoute({
    tags: TAGS,
    summary: 'The receipt printer address',
    params: idParam,
    responses: { 200: printerView },
    errors: [404],
  }),
  setPrinter: defineRoute({
    tags: TAGS,
    summary: 'Set the receipt printer address (admin)',
    params: idParam,
    body: printerBody,
    responses: { 200: printerView },
    errors: [404],
  }),
};

@ApiTags('branches')
@Controller('api/branches')
export class BranchesController {
  constructor(
    private readonly crud: CrudService,
    private readonly db: TransactionalConnection,
    private readonly revocations: RealtimeRevocations,
  ) {}

  /** The branch's menus, newest first (spec section 7 GET /branches/{id}/menus). */
  @Get(':id/menus')
  @Contract(R.menus)
  async menus(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const menus = (await this.crud.list(menuResource, req)) as { branches: { id: string }[] }[];
    return menus.filter((m) => m.branches.some((b) => b.id === id));
  }

  /** Issues a new frontdesk apiKey; the old one stops working at once. */
  @Post(':id/api-key')
  @Contract(R.rotateApiKey)
  @HttpCode(200)
  @Staff()
  async rotateApiKey(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const apiKey = newApiKey();
    await this.db
      .manager()
      .getRepository(Branch)
      .update({ id }, { apiKeyHash: hashApiKey(apiKey) });
    // Frontdesk sockets admitted with the old key are disconnected on every instance.
    await this.revocations.revoke({ kind: 'branch-api-key', branchId: id });
    return { id, apiKey };
  }

  /** The receipt printer address (not on the entity: only the print job and this endpoint use it). */
  @Get(':id/printer')
  @Contract(R.printer)
  @Staff()
  async printer(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    return { id, printerAddress: await new BranchRepository(this.db.manager()).printerAddress(id) };
  }

  /**
   * Admins only: the print job opens a raw TCP connection to this address and writes the receipt, so
   * whoever sets it chooses where order data goes on the internal network. Used from the next print on.
   */
  @Put(':id/printer')
  @Contract(R.setPrinter)
  @Admin()
  async setPrinter(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const { printerAddress } = R.setPrinter.body(body);
    await new BranchRepository(this.db.manager()).setPrinterAddress(id, printerAddress);
    return { id, printerAddress };
  }
}
