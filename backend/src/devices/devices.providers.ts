import { DeviceAuthenticator } from '../realtime/socket-auth.js';
import { DeviceTokenAuthenticator } from './device-auth.js';
import { DeviceCommands } from './device-commands.service.js';
import { DevicesController, SignageDevicesController } from './devices.controller.js';

/** Devices (issue 5): credentials for the gateway's device rooms and the command endpoints. */
export const DEVICE_PROVIDERS = [DeviceCommands, { provide: DeviceAuthenticator, useClass: DeviceTokenAuthenticator }];
export const DEVICE_CONTROLLERS = [DevicesController, SignageDevicesController];
