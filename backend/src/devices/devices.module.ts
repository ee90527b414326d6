import { Module } from '@nestjs/common';
import { CrudModule } from '../crud/index.js';
import { RealtimeModule } from '../realtime/index.js';
import { DeviceTokenAuthenticator } from './device-auth.js';
import { DeviceCommands } from './device-commands.service.js';
import { DevicesController, SignageDevicesController } from './devices.controller.js';

/** Devices (issue 5): credentials for the gateway's device rooms and the command endpoints. */
@Module({
  imports: [CrudModule, RealtimeModule],
  controllers: [DevicesController, SignageDevicesController],
  providers: [DeviceCommands, DeviceTokenAuthenticator],
})
export class DevicesModule {}
