import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { crudController, CrudModule } from '../crud/index.js';
import { RealtimeModule } from '../realtime/index.js';
import { WorkingActivityPublisher } from './activity-events.js';
import { AutoClockOut, AutoClockOutScheduler } from './auto-clock-out.js';
import {
  departmentResource,
  holidayLedgerResource,
  projectResource,
  taskResource,
  workContractResource,
  workingScheduleResource,
} from './staff.resources.js';
import { StaffRetention, StaffRetentionScheduler } from './retention.js';
import { SchedulePlanController } from './schedule-publishing.js';
import { StaffStatisticsController } from './statistics.controller.js';
import { TimeSheetsController } from './time-sheets.controller.js';
import { PunchHandler } from './time-clock/punch.handler.js';
import { TimeClockController, TimeClockPeopleController } from './time-clock/time-clock.controller.js';
import { TimeClockService } from './time-clock/time-clock.service.js';
import { WorkingActivitiesController } from './working-activities.controller.js';

/**
 * Staff (issue 18): departments, work contracts, the time clock of spec 7 on a time-clock device,
 * recorded working activities (automatic clock-out), shifts, projects, tasks, holiday accounts, month
 * locks, time sheets and their statistics. Rules (breaks, rest, contracts, holidays) live in domain/src/staff.
 */
@Module({
  imports: [CrudModule, RealtimeModule],
  controllers: [
    TimeClockController,
    TimeClockPeopleController,
    WorkingActivitiesController,
    TimeSheetsController,
    StaffStatisticsController,
    // Before the generic working-schedules controller, so 'publish' is no id.
    SchedulePlanController,
    crudController(departmentResource),
    crudController(workContractResource),
    crudController(workingScheduleResource),
    crudController(projectResource),
    crudController(taskResource),
    crudController(holidayLedgerResource),
  ],
  providers: [
    TransactionalConnection,
    TimeClockService,
    PunchHandler,
    AutoClockOut,
    AutoClockOutScheduler,
    WorkingActivityPublisher,
    StaffRetention,
    StaffRetentionScheduler,
  ],
})
export class StaffModule {}
