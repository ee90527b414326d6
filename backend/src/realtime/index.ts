// Public surface of realtime/: other folders import only what is exported here (backend/README.md).
export { RealtimeGateway } from './realtime.gateway.js';
export type { RealtimeSocket } from './realtime.gateway.js';
export { RealtimeModule } from './realtime.module.js';
export { ROOMS } from './rooms.js';
export { DeviceAuthenticator, SocketAuthenticator } from './socket-auth.js';
