import { MissedOrdersService } from './missed-orders.service.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeOrderPublisher } from './realtime.publisher.js';
import { RealtimeRevocations } from './revocations.js';
import { SocketAuthenticator } from './socket-auth.js';

/**
 * Socket.IO gateway, the outbox's realtime publisher and the missed-order check (issue 5). The gateway
 * needs a DeviceAuthenticator: the devices module provides it (DEVICE_PROVIDERS).
 */
export const REALTIME_PROVIDERS = [
  RealtimeRevocations,
  SocketAuthenticator,
  RealtimeGateway,
  RealtimeOrderPublisher,
  MissedOrdersService,
];
