import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { OrdersModule } from '../orders/index.js';
import { OutboxModule } from '../outbox/index.js';
import { MissedOrdersService } from './missed-orders.service.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeOrderPublisher } from './realtime.publisher.js';
import { SocketAuthenticator } from './socket-auth.js';

/** Socket.IO gateway, the outbox's realtime publisher and the missed-order check (issue 5). */
@Module({
  imports: [AuthModule, OrdersModule, OutboxModule],
  providers: [SocketAuthenticator, RealtimeGateway, RealtimeOrderPublisher, MissedOrdersService],
  exports: [RealtimeGateway, SocketAuthenticator],
})
export class RealtimeModule {}
