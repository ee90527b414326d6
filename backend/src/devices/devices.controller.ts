import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Admin, type AuthedRequest, Staff } from '../auth/index.js';
import { CrudService } from '../crud/index.js';
import { requireUuid } from '../common/index.js';
import { DeviceCommands } from './device-commands.service.js';
import { rotateDeviceToken } from './device-tokens.js';
import { deviceResource } from './device.resource.js';

@ApiTags('devices')
@Controller('api/devices')
export class DevicesController {
  constructor(
    private readonly crud: CrudService,
    private readonly commands: DeviceCommands,
    private readonly ds: DataSource,
  ) {}

  /** Access and branch scope of the CRUD resource (404 outside the caller's branches). */
  private async device(id: string, req: AuthedRequest): Promise<void> {
    await this.crud.get(deviceResource, requireUuid(id), {}, req);
  }

  @Post(':id/test/notification')
  @HttpCode(200)
  @Staff()
  async testNotification(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.device(id, req);
    return this.commands.oneShot(id, 'notification');
  }

  @Post(':id/test/print')
  @HttpCode(200)
  @Staff()
  async testPrint(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.device(id, req);
    return this.commands.oneShot(id, 'print');
  }

  /** A new token, shown once (a lost or leaked time-clock tablet); the old one is refused from now on. */
  @Post(':id/rotate-token')
  @HttpCode(200)
  @Admin()
  async rotateToken(@Param('id') id: string, @Req() req: AuthedRequest) {
    const device = await this.crud.get(deviceResource, requireUuid(id), {}, req);
    const token = await rotateDeviceToken(this.ds.manager, id);
    return { ...(device as object), token };
  }

  @Post(':id/request-device-logs')
  @HttpCode(200)
  @Staff()
  async requestLogs(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.device(id, req);
    return this.commands.oneShot(id, 'request-logs');
  }
}
