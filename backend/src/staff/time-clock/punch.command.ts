import { Command } from '@nestjs/cqrs';
import type { TimeClockAction } from '@bestell/domain';
import type { Device } from '../../devices/index.js';
import type { User } from '../../users/index.js';
import type { activityView } from '../staff.views.js';

/** One time-clock step of an identified person on a time-clock device (spec 7). */
export class PunchCommand extends Command<ReturnType<typeof activityView>> {
  constructor(
    readonly device: Device,
    readonly user: User,
    readonly action: TimeClockAction,
    /** Device time of an offline punch; absent means now. */
    readonly deviceTime: Date | null,
    readonly booking: { projectId?: string | null; taskId?: string | null } = {},
  ) {
    super();
  }
}
