import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { COMMAND_ERRORS, type PlaybackResolution, type SignageDeviceView } from '@bestell/domain';
import { type AuthedRequest, branchScope, requireStaff, Staff } from '../auth/index.js';
import { ApiError, ApiTags, Contract, isUuid, requireUuid } from '../common/index.js';
import { SignageScreens } from './signage-screens.service.js';
import { SIGNAGE_DEVICE_ROUTES as R } from './signage.contract.js';
import type { SignageScreen } from './signage.entities.js';

/** TVs beside their CRUD: pairing, a command and its abort (spec 4: the answer replaces the stored TV), preview. */
@ApiTags('digital-signage-devices')
@Controller('api/digital-signage-devices')
@Staff()
export class SignageDevicesController {
  constructor(private readonly screens: SignageScreens) {}

  private async screen(id: string, req: AuthedRequest): Promise<SignageScreen> {
    let screen = await this.screens.screen(requireUuid(id));
    if (!screen) {
      // A TV added on the generic devices page (type 'signage') gets its signage side on first use.
      await this.screens.ensureScreen(id);
      screen = await this.screens.screen(id);
    }
    if (!screen) throw ApiError.notFound();
    // Access and branch scope as the CRUD resource decides them (404 outside the caller's branches).
    const scope = branchScope(requireStaff(req));
    if (scope !== null && !scope.includes(screen.device.branch.id)) throw ApiError.notFound();
    return screen;
  }

  @Contract(R.pair)
  @Post('pair')
  @HttpCode(201)
  async pair(@Body() body: unknown, @Req() req: AuthedRequest): Promise<SignageDeviceView> {
    const input = R.pair.body(body);
    const scope = branchScope(requireStaff(req));
    return this.screens.pair(input, (branchId) => scope === null || scope.includes(branchId));
  }

  @Contract(R.command)
  @Post(':id/command')
  @HttpCode(200)
  async command(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest): Promise<SignageDeviceView> {
    const screen = await this.screen(id, req);
    let input;
    try {
      input = R.command.body(body);
    } catch (err) {
      // The spec's text first (the back office shows the first message), then what was wrong.
      if (err instanceof ApiError) throw ApiError.validation([{ message: COMMAND_ERRORS.execute }, ...err.errors]);
      throw err;
    }
    return this.screens.command(screen, input.command);
  }

  /** Optional body `{ commandId }` aborts that open command; without it the TV's latest open one. */
  @Contract(R.abort)
  @Post(':id/command/abort')
  @HttpCode(200)
  async abort(@Param('id') id: string, @Req() req: AuthedRequest, @Body() body: unknown): Promise<SignageDeviceView> {
    const screen = await this.screen(id, req);
    const commandId = (body as { commandId?: unknown } | undefined)?.commandId;
    if (commandId !== undefined && (typeof commandId !== 'string' || !isUuid(commandId))) {
      throw ApiError.validation([{ message: COMMAND_ERRORS.abort, field: 'commandId' }]);
    }
    return this.screens.abort(screen, commandId);
  }

  /** What the TV shows at `at` (default now): the back office's "läuft gerade" and the week preview. */
  @Contract(R.playback)
  @Get(':id/playback')
  async playback(
    @Param('id') id: string,
    @Query('at') at: unknown,
    @Req() req: AuthedRequest,
  ): Promise<PlaybackResolution> {
    const screen = await this.screen(id, req);
    const when = R.playback.query({ at: at || undefined }).at;
    return this.screens.playback(screen, when ? new Date(when) : new Date());
  }
}
