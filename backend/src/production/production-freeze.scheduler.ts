import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { ProductionLists } from './production-lists.service.js';
import { StandingOrders } from './standing-orders.service.js';

/** How often cut-offs are checked and delta slips printed: changes of a minute share one slip per branch. */
export const PRODUCTION_FREEZE_EVERY_MS = 60_000;

/**
 * At the cut-off: places the standing orders of the day first (issue 42 item 3), so the frozen list holds
 * their orders, then freezes bake lists and prints delta slips (BullMQ job scheduler with Redis, a timer
 * without).
 */
@Injectable()
export class ProductionFreezeScheduler extends RepeatingJobsHost {
  constructor(lists: ProductionLists, standing: StandingOrders, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [
      {
        name: 'production-freeze',
        everyMs: PRODUCTION_FREEZE_EVERY_MS,
        run: async () => {
          // A failed placement run must not hold up the freeze: reported after it, retried the next minute.
          const failure = await standing.materialise().then(
            () => null,
            (err: unknown) => err,
          );
          await lists.run();
          if (failure) throw failure;
        },
      },
    ]);
  }
}
