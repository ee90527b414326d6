import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { COMMAND_ERRORS, type PlaybackResolution, type SignageDeviceView } from '@bestell/domain';
import { z } from 'zod';
import { type AuthedRequest, branchScope, requireStaff, Staff } from '../auth/index.js';
import { ApiError, isUuid, parseInput, requireUuid, s } from '../common/index.js';
import { SignageScreens } from './signage-screens.service.js';
import { commandSchema } from './signage.schemas.js';
import type { SignageScreen } from './signage.entities.js';

const pairSchema = z.strictObject({
  code: z.string().trim().min(4).max(12),
  device: s.ref().optional(),
  branch: s.ref().optional(),
  name: s.text(200).optional(),
  stream: s.ref().nullable().optional(),
});

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

  @Post('pair')
  @HttpCode(201)
  async pair(@Body() body: unknown, @Req() req: AuthedRequest): Promise<SignageDeviceView> {
    const input = parseInput(pairSchema, body);
    const scope = branchScope(requireStaff(req));
    return this.screens.pair(input, (branchId) => scope === null || scope.includes(branchId));
  }

  @Post(':id/command')
  @HttpCode(200)
  async command(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest): Promise<SignageDeviceView> {
    const screen = await this.screen(id, req);
    let input;
    try {
      input = parseInput(commandSchema, body);
    } catch (err) {
      // The spec's text first (the back office shows the first message), then what was wrong.
      if (err instanceof ApiError) throw ApiError.validation([{ message: COMMAND_ERRORS.execute }, ...err.errors]);
      throw err;
    }
    return this.screens.command(screen, input.command);
  }

  /** Optional body `{ commandId }` aborts that open command; without it the TV's latest open one. */
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
  @Get(':id/playback')
  async playback(
    @Param('id') id: string,
    @Query('at') at: unknown,
    @Req() req: AuthedRequest,
  ): Promise<PlaybackResolution> {
    const screen = await this.screen(id, req);
    const when = parseInput(z.object({ at: s.dateTime().optional() }), { at: at || undefined }).at;
    return this.screens.playback(screen, when ? new Date(when) : new Date());
  }
}
