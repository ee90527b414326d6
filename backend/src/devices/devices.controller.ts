import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { PairingRequestView, PairingStatusView } from '@bestell/domain';
import { Admin, type AuthedRequest, branchScope, requireStaff, Staff } from '../auth/index.js';
import { branchResource } from '../catalog/index.js';
import { CrudService } from '../crud/index.js';
import { ApiError, ApiTags, Contract, isUuid, requireUuid } from '../common/index.js';
import { RateLimit } from '../limits/index.js';
import { DeviceCommands } from './device-commands.service.js';
import { PrinterTests } from './printer-tests.service.js';
import { DevicePairings } from './device-pairings.service.js';
import { rotateDeviceToken } from './device-tokens.js';
import { deviceResource } from './device.resource.js';
import { DEVICE_ROUTES as R } from './devices.contract.js';
import { TransactionalConnection } from '../database/index.js';

@ApiTags('devices')
@Controller('api/devices')
export class DevicesController {
  constructor(
    private readonly crud: CrudService,
    private readonly commands: DeviceCommands,
    private readonly pairings: DevicePairings,
    private readonly db: TransactionalConnection,
    private readonly printers: PrinterTests,
  ) {}

  /**
   * A screen (kiosk) asks for a code to show; it polls with id + secret (public, like the TV's). Each
   * request is kept ~70 minutes: RATE_LIMIT_PAIRINGS_PER_IP per hour (with the TVs' requests), then 429.
   */
  @Contract(R.requestPairing)
  @Post('pairing-requests')
  @HttpCode(201)
  @RateLimit({ limit: 'pairingIp' })
  requestPairing(@Body() body: unknown): Promise<PairingRequestView> {
    return this.pairings.request(R.requestPairing.body(body).type);
  }

  @Contract(R.pairingStatus)
  @Get('pairing-requests/:id')
  pairingStatus(@Param('id') id: string, @Query('secret') secret: unknown): Promise<PairingStatusView> {
    // By hand, not R.pairingStatus: a malformed id or secret is an unknown request (404), not a 422.
    if (!isUuid(id) || typeof secret !== 'string' || secret.length > 100) throw ApiError.notFound();
    return this.pairings.status(id, secret);
  }

  /** Staff entered the code a kiosk shows: a new kiosk device of `branch` (or `device`); TVs pair on the signage page. */
  @Contract(R.pair)
  @Post('pair')
  @HttpCode(201)
  @Staff()
  async pair(@Body() body: unknown, @Req() req: AuthedRequest) {
    const input = R.pair.body(body);
    const scope = branchScope(requireStaff(req));
    const id = await this.pairings.pair(input, (branchId) => scope === null || scope.includes(branchId));
    return this.crud.get(deviceResource, id, {}, req);
  }

  /** Access and branch scope of the CRUD resource (404 outside the caller's branches). */
  private async device(id: string, req: AuthedRequest): Promise<void> {
    await this.crud.get(deviceResource, requireUuid(id), {}, req);
  }

  @Contract(R.testNotification)
  @Post(':id/test/notification')
  @HttpCode(200)
  @Staff()
  async testNotification(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.device(id, req);
    return this.commands.oneShot(id, 'notification');
  }

  @Contract(R.testPrint)
  @Post(':id/test/print')
  @HttpCode(200)
  @Staff()
  async testPrint(@Param('id') id: string, @Req() req: AuthedRequest) {
    const device = (await this.crud.get(deviceResource, requireUuid(id), {}, req)) as {
      type: string;
      address: string | null;
    };
    // A network printer is tested directly (issue 37 item 5); others through the device app.
    if (device.type === 'printer' && device.address) return this.printers.test(device.address);
    return this.commands.oneShot(id, 'print');
  }

  /** A new token, shown once (a lost or leaked time-clock tablet); the old one is refused from now on. */
  @Contract(R.rotateToken)
  @Post(':id/rotate-token')
  @HttpCode(200)
  @Admin()
  async rotateToken(@Param('id') id: string, @Req() req: AuthedRequest) {
    const device = await this.crud.get(deviceResource, requireUuid(id), {}, req);
    const token = await rotateDeviceToken(this.db.manager(), id);
    return { ...(device as object), token };
  }

  @Contract(R.requestLogs)
  @Post(':id/request-device-logs')
  @HttpCode(200)
  @Staff()
  async requestLogs(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.device(id, req);
    return this.commands.oneShot(id, 'request-logs');
  }
}

/** 'Testdruck' of a branch: its receipt printer (printer device, branch address or PRINTER_ADDRESS) is asked directly. */
@ApiTags('branches')
@Controller('api/branches')
export class BranchPrinterTestController {
  constructor(
    private readonly crud: CrudService,
    private readonly printers: PrinterTests,
  ) {}

  @Contract(R.testBranchPrint)
  @Post(':id/test/print')
  @HttpCode(200)
  @Staff()
  async testPrint(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    return this.printers.testBranch(id);
  }
}
