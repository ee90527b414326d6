import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { BranchRepository } from './branch.repository.js';
import { Admin, type AuthedRequest, RealtimeRevocations, Staff } from '../../auth/index.js';
import { CrudService } from '../../crud/index.js';
import { z } from 'zod';
import { ApiError, ApiTags, Contract, defineRoute, requireUuid } from '../../common/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { menuResource, menuView } from '../menus/menu.resource.js';
import { apiKeyMatches, hashApiKey, newApiKey } from './api-key.js';
import { FRONTDESK_LINK_TEXTS, openFromStorage, sealForStorage } from './api-key-seal.js';
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
  frontdeskLink: defineRoute({
    tags: TAGS,
    summary: "Show the branch's current frontdesk link again (admin; the key stays as it is)",
    params: idParam,
    responses: {
      200: z
        .strictObject({ url: z.url().meta({ example: 'https://shop.example.at/backend#/frontdesk/…/…' }) })
        .meta({ id: 'BranchFrontdeskLink' }),
    },
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
    readBack: printerView,
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    await new BranchRepository(this.db.manager()).setApiKey(id, hashApiKey(apiKey), sealForStorage(id, apiKey));
    // Frontdesk sockets admitted with the old key are disconnected on every instance.
    await this.revocations.revoke({ kind: 'branch-api-key', branchId: id });
    return { id, apiKey };
  }

  /**
   * Issue 39 item 7: the current frontdesk link, opened from the sealed key. Admins only (whoever has it can
   * act as the frontdesk); a key from before sealing, or one that no longer matches its hash, answers 404.
   */
  @Get(':id/frontdesk-link')
  @Contract(R.frontdeskLink)
  @Admin()
  async frontdeskLink(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const row = await new BranchRepository(this.db.manager()).withSealedApiKey(id);
    const apiKey = row ? openFromStorage(id, row.apiKeySealed) : null;
    if (!row || !apiKey || !apiKeyMatches(apiKey, row.apiKeyHash)) {
      throw new ApiError(404, [{ message: FRONTDESK_LINK_TEXTS.beforeUpdate }]);
    }
    return { url: `${this.config.publicUrl}/backend#/frontdesk/${id}/${apiKey}` };
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
