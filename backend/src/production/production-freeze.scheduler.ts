import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { ProductionLists } from './production-lists.service.js';

/** How often cut-offs are checked and delta slips printed: changes of a minute share one slip per branch. */
export const PRODUCTION_FREEZE_EVERY_MS = 60_000;

/** Freezes bake lists at the cut-off and prints delta slips (BullMQ job scheduler with Redis, a timer without). */
@Injectable()
export class ProductionFreezeScheduler extends RepeatingJobsHost {
  constructor(lists: ProductionLists, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [{ name: 'production-freeze', everyMs: PRODUCTION_FREEZE_EVERY_MS, run: () => lists.run() }]);
  }
}
