import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type HeartbeatAnswer,
  type MenuBoardData,
  type MenuBoardsAnswer,
  parseDataUrl,
  type PairingRequestView,
  type PairingStatusView,
  type PickupBoardSnapshot,
  pricePrefix,
  type SignageDeviceCommand,
  type TemplateData,
  VALIDATION,
} from '@bestell/domain';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { type AuthedRequest, branchScope, requireStaff, Staff } from '../auth/index.js';
import { Branch, Product } from '../catalog/index.js';
import { ApiError, isUuid, parseInput, requireUuid } from '../common/index.js';
import { ImageTemplate, TemplateRenderer } from '../media/index.js';
import { menuBoardData, shopCurrency } from './menu-board.js';
import { PickupBoard, PICKUP_READY_MINUTES } from './pickup-board.js';
import { SignageScreens } from './signage-screens.service.js';
import { Scene } from './signage.entities.js';

const heartbeatSchema = z.strictObject({
  version: z.string().max(64).nullable(),
  currentItem: z
    .strictObject({
      source: z.enum(['override', 'takeover', 'schedule', 'device', 'fallback', 'none']),
      segmentId: z.string().max(40).nullable(),
      sceneId: z.string().max(40).nullable(),
      index: z.number().int().min(0).max(1000).optional(),
      since: z.string().max(40).optional(),
    })
    .nullable(),
  uptimeSeconds: z.number().min(0).max(1e9),
  playerVersion: z.string().max(40).optional(),
});
const ackSchema = z.object({ ok: z.boolean().optional(), error: z.string().max(500).optional() });
const screenshotSchema = z.strictObject({ data: z.string().max(20_000_000) });
const idList = z
  .string()
  .max(4000)
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : []))
  .pipe(z.array(z.uuid()));

/**
 * The TV's side (bearer device token), pairing (the code on screen), the public pickup board and the
 * zone pictures a TV loads, and two staff helpers (screenshot file, menu-board preview of the editor).
 */
@ApiTags('signage')
@Controller('api/signage')
export class SignagePlayerController {
  constructor(
    private readonly screens: SignageScreens,
    private readonly pickup: PickupBoard,
    private readonly renderer: TemplateRenderer,
    private readonly ds: DataSource,
  ) {}

  @Post('pairing-requests')
  @HttpCode(201)
  requestPairing(): Promise<PairingRequestView> {
    return this.screens.requestPairing();
  }

  @Get('pairing-requests/:id')
  pairingStatus(@Param('id') id: string, @Query('secret') secret: unknown): Promise<PairingStatusView> {
    if (!isUuid(id) || typeof secret !== 'string' || secret.length > 100) throw ApiError.notFound();
    return this.screens.pairingStatus(id, secret);
  }

  @Get('player/manifest')
  async manifest(
    @Headers('authorization') auth: string | undefined,
    @Headers('if-none-match') etag: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const manifest = await this.screens.manifest(await this.screens.byToken(auth));
    res.setHeader('ETag', `"${manifest.version}"`);
    res.setHeader('Cache-Control', 'no-cache');
    if (etag === `"${manifest.version}"`) {
      res.status(304);
      return undefined;
    }
    return manifest;
  }

  @Post('player/heartbeat')
  @HttpCode(200)
  async heartbeat(@Headers('authorization') auth: string | undefined, @Body() body: unknown): Promise<HeartbeatAnswer> {
    const screen = await this.screens.byToken(auth);
    return this.screens.heartbeat(screen, parseInput(heartbeatSchema, body));
  }

  @Get('player/commands')
  async commands(@Headers('authorization') auth: string | undefined): Promise<{ commands: SignageDeviceCommand[] }> {
    const screen = await this.screens.byToken(auth);
    return { commands: await this.screens.pendingCommands(screen.id) };
  }

  @Post('player/commands/:commandId/ack')
  @HttpCode(204)
  async ack(
    @Headers('authorization') auth: string | undefined,
    @Param('commandId') commandId: string,
    @Body() body: unknown,
  ): Promise<void> {
    const screen = await this.screens.byToken(auth);
    const ack = parseInput(ackSchema, body);
    if (ack.ok !== false) await this.screens.acknowledge(screen.id, requireUuid(commandId));
  }

  @Post('player/screenshot')
  @HttpCode(201)
  async screenshot(
    @Headers('authorization') auth: string | undefined,
    @Body() body: unknown,
  ): Promise<{ url: string }> {
    const screen = await this.screens.byToken(auth);
    const parsed = parseDataUrl(parseInput(screenshotSchema, body).data);
    if (!parsed || !['image/png', 'image/jpeg', 'image/webp'].includes(parsed.type)) {
      throw ApiError.validation([{ message: VALIDATION.fileType, field: 'data' }]);
    }
    return this.screens.saveScreenshot(screen, Buffer.from(parsed.base64, 'base64'));
  }

  @Get('player/menu-boards')
  async menuBoards(@Headers('authorization') auth: string | undefined): Promise<MenuBoardsAnswer> {
    return this.screens.menuBoards(await this.screens.byToken(auth));
  }

  /** Public: what the shop window shows anyway (ticket numbers, never names). */
  @Get('pickup-board/:branchId')
  async pickupBoard(
    @Param('branchId') branchId: string,
    @Query('readyMinutes') ready: unknown,
  ): Promise<PickupBoardSnapshot> {
    if (!isUuid(branchId) || !(await this.ds.getRepository(Branch).existsBy({ id: branchId })))
      throw ApiError.notFound();
    const q = parseInput(z.object({ readyMinutes: z.coerce.number().int().min(1).max(240).optional() }), {
      readyMinutes: ready || undefined,
    });
    return this.pickup.snapshot(branchId, q.readyMinutes ?? PICKUP_READY_MINUTES);
  }

  /** Public: the picture of an image-template zone (a TV loads it like any image). */
  @Get('scenes/:sceneId/zones/:zoneId/render.png')
  async zoneRender(@Param('sceneId') sceneId: string, @Param('zoneId') zoneId: string, @Res() res: Response) {
    const scene = isUuid(sceneId) ? await this.ds.getRepository(Scene).findOneBy({ id: sceneId }) : null;
    const zone = scene?.zones.find((z) => z.id === zoneId);
    if (!zone || zone.kind !== 'image-template') throw ApiError.notFound();
    const template = await this.ds.getRepository(ImageTemplate).findOneBy({ id: zone.imageTemplate.id });
    if (!template) throw ApiError.notFound();
    const data = zone.product ? await this.productData(zone.product.id) : {};
    const bytes = await this.renderer.render(template, data, 'png');
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The URL carries a version of template and product, so a TV may keep it.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.status(200).end(bytes);
  }

  private async productData(id: string): Promise<TemplateData> {
    const p = await this.ds.getRepository(Product).findOneBy({ id });
    if (!p) return {};
    return {
      name: p.name,
      price: p.price,
      pricePrefix: pricePrefix(p.calculationModel),
      description: p.description,
      currency: await shopCurrency(this.ds.manager),
      image: p.images[0] ?? null,
    };
  }

  @Get('screenshots/:id/:file')
  @Staff()
  async screenshotFile(@Param('id') id: string, @Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    const screen = await this.screens.screen(requireUuid(id));
    const scope = branchScope(requireStaff(req));
    if (!screen || (scope !== null && !scope.includes(screen.device.branch.id))) throw ApiError.notFound();
    const bytes = await this.screens.screenshot(id);
    if (!bytes) throw ApiError.notFound();
    res.setHeader('Content-Type', bytes[0] === 0xff ? 'image/jpeg' : bytes[0] === 0x89 ? 'image/png' : 'image/webp');
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.status(200).end(bytes);
  }

  /** The scene editor's live preview of a menu-board zone. */
  @Get('menu-board')
  @Staff()
  async menuBoardPreview(@Query() query: Record<string, unknown>): Promise<MenuBoardData> {
    const q = parseInput(
      z.object({
        branch: z.uuid(),
        categories: idList,
        products: idList,
        soldOut: z.enum(['mark', 'hide']).optional(),
      }),
      query,
    );
    return menuBoardData(
      this.ds.manager,
      q.branch,
      {
        categories: q.categories.map((id) => ({ id })),
        products: q.products.map((id) => ({ id })),
        soldOut: q.soldOut,
      },
      await shopCurrency(this.ds.manager),
    );
  }
}
