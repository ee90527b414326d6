// Public surface of devices/: other folders import only what is exported here (backend/README.md).
export { Device } from './device.entity.js';
export { DeviceCommandRow } from './device-command.entity.js';
export { deviceByToken } from './device-tokens.js';
export { deviceResource } from './device.resource.js';
export { deviceCommandView, pairingRequestView, pairingStatusView } from './devices.contract.js';
export { DevicesModule } from './devices.module.js';
export { DeviceCommands } from './device-commands.service.js';
export { rotateDeviceToken } from './device-tokens.js';
export { DevicePairing } from './device-pairing.entity.js';
export { DevicePairings } from './device-pairings.service.js';
export { exitPinMatches } from './exit-pin.js';
