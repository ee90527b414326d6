import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { CrudModule } from '../crud/index.js';
import { RealtimeModule } from '../realtime/index.js';
import { DeviceTokenAuthenticator } from './device-auth.js';
import { DeviceCommands } from './device-commands.service.js';
import { DevicePairings } from './device-pairings.service.js';
import { BranchPrinterTestController, DevicesController } from './devices.controller.js';
import { PrinterTests } from './printer-tests.service.js';

/** Devices (issue 5): credentials for the gateway's device rooms and the command endpoints. */
@Module({
  imports: [CrudModule, RealtimeModule],
  controllers: [DevicesController, BranchPrinterTestController],
  providers: [TransactionalConnection, DeviceCommands, DeviceTokenAuthenticator, DevicePairings, PrinterTests],
  // Signage (issue 19) serves /api/digital-signage-devices/{id}/command with these.
  // Signage and kiosk pair their screens with DevicePairings.
  exports: [DeviceCommands, DevicePairings],
})
export class DevicesModule {}
