import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { REALTIME_EVENTS } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { CommandBus } from '@nestjs/cqrs';
import { ClaimMissedAlarmCommand, orderView, OrdersQueries } from '../orders/index.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { staffRooms } from './rooms.js';

/**
 * Every MISSED_ORDER_CHECK_SECONDS: orders still unanswered `missedOrderMinutes` (shop config) after
 * placing are pushed once as `order:missed` to their branch's frontdesk and back-office rooms. The flag
 * is claimed with a conditional UPDATE, so with several instances exactly one pushes each order.
 * While the gateway cannot reach every instance (Redis down) the check waits for the next round.
 */
@Injectable()
export class MissedOrdersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MissedOrders');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrdersQueries,
    private readonly gateway: RealtimeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), this.config.realtime.missedCheckMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round; returns how many orders were pushed as missed. */
  check(now = new Date()): Promise<number> {
    this.running ??= this.round(now)
      .catch((err: unknown) => {
        this.logger.warn({ err }, 'missed-order check failed');
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async round(now: Date): Promise<number> {
    if (!this.gateway.ready) return 0;
    const missed = (await this.queries.missed(null, now)).filter((o) => o.missedNotifiedAt === null);
    let pushed = 0;
    for (const order of missed) {
      const claimed: boolean = await this.commands.execute(new ClaimMissedAlarmCommand(order.id));
      if (!claimed) continue; // another instance got it
      this.gateway.io
        .to(staffRooms(order.branchId))
        .emit(REALTIME_EVENTS.orderMissed, orderView(order, 'staff') as never);
      pushed += 1;
    }
    return pushed;
  }
}
