// Public surface of staff/: other folders import only what is exported here (backend/README.md).
export {
  Department,
  HolidayLedgerRow,
  Project,
  StaffPin,
  Task,
  TimeSheetLock,
  TimePunch,
  WorkContractRow,
  WorkingActivity,
  WorkingSchedule,
} from './staff.entities.js';
export {
  departmentResource,
  holidayLedgerResource,
  projectResource,
  taskResource,
  workContractResource,
  workingScheduleResource,
} from './staff.resources.js';
export { StaffModule } from './staff.module.js';
