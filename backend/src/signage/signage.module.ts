import { Module } from '@nestjs/common';
import { crudController, CrudModule } from '../crud/index.js';
import { DevicesModule } from '../devices/index.js';
import { MediaModule } from '../media/index.js';
import { RealtimeModule } from '../realtime/index.js';
import { StorageModule } from '../storage/index.js';
import { TransactionalConnection } from '../database/index.js';
import { PickupBoard } from './pickup-board.js';
import { PickupBoardRepository } from './pickup-board.repository.js';
import { SignageDevicesController } from './signage-devices.controller.js';
import { SignageEvents } from './signage-events.js';
import { SignagePlayerController } from './signage-player.controller.js';
import { SignageScreens } from './signage-screens.service.js';
import { SignageRepository } from './signage.repository.js';
import { sceneResource, segmentResource, signageDeviceResource, streamResource } from './signage.resources.js';

/**
 * Digital signage (issue 19): scenes, segments, streams and TVs (spec 7), the player's API (manifest,
 * heartbeat, commands, screenshots, menu boards), pairing by code and the live pickup board. TVs are
 * devices of type 'signage' (devices/ keeps token and persisted command); rules live in domain/src/signage.
 */
@Module({
  imports: [CrudModule, DevicesModule, MediaModule, RealtimeModule, StorageModule],
  controllers: [
    // Before the CRUD controller of the same path, so 'pair' is not read as an id.
    SignageDevicesController,
    SignagePlayerController,
    crudController(sceneResource),
    crudController(segmentResource),
    crudController(streamResource),
    crudController(signageDeviceResource),
  ],
  providers: [
    TransactionalConnection,
    SignageRepository,
    PickupBoardRepository,
    SignageScreens,
    PickupBoard,
    SignageEvents,
  ],
})
export class SignageModule {}
