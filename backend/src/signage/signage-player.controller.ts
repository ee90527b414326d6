import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
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
import { type AuthedRequest, branchScope, requireStaff, Staff } from '../auth/index.js';
import { ApiError, ApiTags, Contract, isUuid, requireUuid } from '../common/index.js';
import { RateLimit } from '../limits/index.js';
import { TemplateRenderer } from '../media/index.js';
import { PickupBoard, PICKUP_READY_MINUTES } from './pickup-board.js';
import { SIGNAGE_PLAYER_ROUTES as R } from './signage.contract.js';
import { SignageScreens } from './signage-screens.service.js';
import { SignageRepository } from './signage.repository.js';

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
    private readonly repo: SignageRepository,
  ) {}

  /** A TV asks for a code to show; RATE_LIMIT_PAIRINGS_PER_IP per hour (with the kiosks' requests), then 429. */
  @Contract(R.requestPairing)
  @Post('pairing-requests')
  @HttpCode(201)
  @RateLimit({ limit: 'pairingIp' })
  requestPairing(): Promise<PairingRequestView> {
    return this.screens.requestPairing();
  }

  @Contract(R.pairingStatus)
  @Get('pairing-requests/:id')
  pairingStatus(@Param('id') id: string, @Query('secret') secret: unknown): Promise<PairingStatusView> {
    if (!isUuid(id) || typeof secret !== 'string' || secret.length > 100) throw ApiError.notFound();
    return this.screens.pairingStatus(id, secret);
  }

  @Contract(R.manifest)
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

  @Contract(R.heartbeat)
  @Post('player/heartbeat')
  @HttpCode(200)
  async heartbeat(@Headers('authorization') auth: string | undefined, @Body() body: unknown): Promise<HeartbeatAnswer> {
    const screen = await this.screens.byToken(auth);
    return this.screens.heartbeat(screen, R.heartbeat.body(body));
  }

  @Contract(R.commands)
  @Get('player/commands')
  async commands(@Headers('authorization') auth: string | undefined): Promise<{ commands: SignageDeviceCommand[] }> {
    const screen = await this.screens.byToken(auth);
    return { commands: await this.screens.pendingCommands(screen.id) };
  }

  @Contract(R.ack)
  @Post('player/commands/:commandId/ack')
  @HttpCode(204)
  async ack(
    @Headers('authorization') auth: string | undefined,
    @Param('commandId') commandId: string,
    @Body() body: unknown,
  ): Promise<void> {
    const screen = await this.screens.byToken(auth);
    const ack = R.ack.body(body);
    if (ack.ok !== false) await this.screens.acknowledge(screen.id, requireUuid(commandId));
  }

  @Contract(R.screenshot)
  @Post('player/screenshot')
  @HttpCode(201)
  async screenshot(
    @Headers('authorization') auth: string | undefined,
    @Body() body: unknown,
  ): Promise<{ url: string }> {
    const screen = await this.screens.byToken(auth);
    const parsed = parseDataUrl(R.screenshot.body(body).data);
    if (!parsed || !['image/png', 'image/jpeg', 'image/webp'].includes(parsed.type)) {
      throw ApiError.validation([{ message: VALIDATION.fileType, field: 'data' }]);
    }
    return this.screens.saveScreenshot(screen, Buffer.from(parsed.base64, 'base64'));
  }

  @Contract(R.menuBoards)
  @Get('player/menu-boards')
  async menuBoards(@Headers('authorization') auth: string | undefined): Promise<MenuBoardsAnswer> {
    return this.screens.menuBoards(await this.screens.byToken(auth));
  }

  /** Public: what the shop window shows anyway (ticket numbers, never names). */
  @Contract(R.pickupBoard)
  @Get('pickup-board/:branchId')
  async pickupBoard(
    @Param('branchId') branchId: string,
    @Query('readyMinutes') ready: unknown,
  ): Promise<PickupBoardSnapshot> {
    if (!isUuid(branchId) || !(await this.repo.branchExists(branchId))) throw ApiError.notFound();
    const q = R.pickupBoard.query({ readyMinutes: ready || undefined });
    return this.pickup.snapshot(branchId, q.readyMinutes ?? PICKUP_READY_MINUTES);
  }

  /** Public: the picture of an image-template zone (a TV loads it like any image). */
  @Contract(R.zoneRender)
  @Get('scenes/:sceneId/zones/:zoneId/render.png')
  async zoneRender(@Param('sceneId') sceneId: string, @Param('zoneId') zoneId: string, @Res() res: Response) {
    const scene = isUuid(sceneId) ? await this.repo.scene(sceneId) : null;
    const zone = scene?.zones.find((z) => z.id === zoneId);
    if (!zone || zone.kind !== 'image-template') throw ApiError.notFound();
    const template = await this.repo.imageTemplate(zone.imageTemplate.id);
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
    const p = await this.repo.product(id);
    if (!p) return {};
    return {
      name: p.name,
      price: p.price,
      pricePrefix: pricePrefix(p.calculationModel),
      description: p.description,
      currency: await this.repo.shopCurrency(),
      image: p.images[0] ?? null,
    };
  }

  @Contract(R.screenshotFile)
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
  @Contract(R.menuBoardPreview)
  @Get('menu-board')
  @Staff()
  async menuBoardPreview(@Query() query: Record<string, unknown>): Promise<MenuBoardData> {
    const q = R.menuBoardPreview.query(query);
    return this.repo.menuBoard(
      q.branch,
      {
        categories: q.categories.map((id) => ({ id })),
        products: q.products.map((id) => ({ id })),
        soldOut: q.soldOut,
      },
      await this.repo.shopCurrency(),
    );
  }
}
