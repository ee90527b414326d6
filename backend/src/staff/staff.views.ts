import { stateOf, workedMinutesOf, type WorkingActivityView } from '@bestell/domain';
import type { WorkingActivity, WorkingSchedule } from './staff.entities.js';

const ref = (x: { id: string } | null | undefined) => (x ? { id: x.id } : null);

/** A working activity as the API returns it (spec 3 working activity). */
export function activityView(a: WorkingActivity, now: Date = new Date()): WorkingActivityView {
  return {
    id: a.id,
    user: { id: a.user.id, name: a.user.name },
    branch: { id: a.branch.id },
    department: ref(a.department),
    start: a.start.toISOString(),
    end: a.end?.toISOString() ?? null,
    pauses: a.pauses,
    state: stateOf(a),
    workedMinutes: workedMinutesOf(a, now),
    projectId: a.projectId,
    taskId: a.taskId,
    project: a.project ? { id: a.project.id, name: a.project.name } : null,
    task: a.task ? { id: a.task.id, name: a.task.name } : null,
    sourceDevice: ref(a.sourceDevice),
    author: a.author ? { id: a.author.id, name: a.author.name } : null,
    changeReason: a.changeReason,
    needsReview: a.needsReview,
    updatedAt: a.updatedAt.toISOString(),
    version: a.updatedAt.getTime(),
  } satisfies WorkingActivityView;
}

export function scheduleView(s: WorkingSchedule) {
  return {
    id: s.id,
    branch: { id: s.branch.id },
    department: ref(s.department),
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    breakMinutes: s.breakMinutes,
    note: s.note,
    isPublished: s.isPublished,
  };
}
