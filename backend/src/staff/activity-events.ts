import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKING_ACTIVITY_EVENT, type WorkingActivityListItem } from '@bestell/domain';
import { OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { RealtimeGateway, ROOMS } from '../realtime/index.js';
import type { WorkingActivity } from './staff.entities.js';
import { StaffRepository } from './staff.repository.js';
import { activityView } from './staff.views.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';
import { dayOf, workDaysByUser } from './work-days.js';

const DAY_MS = 86_400_000;

/** Activities with their day (worked and break minutes, rule flags): the entries of GET /api/working-activities. */
export async function activityListItems(
  em: EntityManager,
  rows: readonly WorkingActivity[],
  now = new Date(),
): Promise<WorkingActivityListItem[]> {
  const contracts = await new TimeSheetsRepository(em).contractsOf([...new Set(rows.map((a) => a.user.id))]);
  const days = workDaysByUser(rows, contracts);
  return rows.map((a) => ({ ...activityView(a, now), day: days.get(`${a.user.id}|${dayOf(a)}`) ?? null }));
}

/**
 * The live leg of the time clock: each `time-punch` outbox row (start, pause, resume, end, a manager's
 * entry or correction, the automatic clock-out) becomes a `working-activity` push to the back office of
 * the activity's branch, carrying the same entry as the REST list. It reloads the activity, so a late or
 * repeated row pushes the current state; clients keep the higher `version`. A throw (gateway not ready)
 * leaves the row for the relay's retry.
 */
@Injectable()
@OnOutboxEvent(['time-punch'])
export class WorkingActivityPublisher implements OutboxEventHandler<'time-punch'> {
  constructor(
    private readonly ds: DataSource,
    private readonly gateway: RealtimeGateway,
  ) {}

  async handle(message: OutboxEventOf<'time-punch'>): Promise<void> {
    const { activityId } = message.payload;
    if (!activityId) return;
    const item = await this.item(activityId);
    if (!item) return; // deleted or anonymised since: nothing to show
    if (!this.gateway.ready) throw new Error('Echtzeitverbindung nicht bereit');
    // The gateway's typed event map (domain/src/realtime/events.ts) does not list staff events yet.
    const rooms = this.gateway.io.to([ROOMS.backoffice(item.branch.id), ROOMS.backofficeAll]) as unknown as {
      emit(event: typeof WORKING_ACTIVITY_EVENT, payload: WorkingActivityListItem): boolean;
    };
    rooms.emit(WORKING_ACTIVITY_EVENT, item);
  }

  /** The activity with its day; a week back, so the rest since the last working day is judged too. */
  async item(activityId: string): Promise<WorkingActivityListItem | null> {
    const repo = new StaffRepository(this.ds.manager);
    const activity = await repo.activityById(activityId);
    if (!activity) return null;
    const rows = await repo.activitiesOf({
      userId: activity.user.id,
      from: new Date(activity.start.getTime() - 8 * DAY_MS),
      to: new Date(activity.start.getTime() + 2 * DAY_MS),
    });
    const items = await activityListItems(this.ds.manager, rows);
    return items.find((i) => i.id === activityId) ?? null;
  }
}
