import { type EntityManager, IsNull, LessThan, MoreThan, QueryFailedError } from 'typeorm';
import { STAFF_TEXTS } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { Project, StaffPin, Task, TimePunch, WorkingActivity, WorkingSchedule } from './staff.entities.js';

const EXCLUSION_VIOLATION = '23P01';
const ACTIVITY_RELATIONS = {
  branch: true,
  sourceDevice: true,
  author: true,
  user: true,
  department: true,
  project: true,
  task: true,
} as const;

/** Reads and writes of the time clock; bound to the caller's transaction (`em`). */
export class StaffRepository {
  constructor(private readonly em: EntityManager) {}

  /** The PIN row of a username with its hash and the person (enabled flag, roles, branches). */
  pinByUsername(username: string): Promise<StaffPin | null> {
    return this.em
      .getRepository(StaffPin)
      .createQueryBuilder('p')
      .addSelect('p.pinHash')
      .innerJoinAndSelect('p.user', 'u')
      .leftJoinAndSelect('u.branches', 'b')
      .where('p.username = :username', { username: username.toLowerCase() })
      .getOne();
  }

  /** Enabled people with a PIN in a branch, by display name: the name list of the time-clock screen. */
  async peopleOfBranch(branchId: string): Promise<{ username: string; name: string }[]> {
    const rows = await this.em
      .getRepository(StaffPin)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .innerJoin('u.branches', 'b', 'b.id = :branchId', { branchId })
      .where('u.isEnabled = true')
      .orderBy('u.name', 'ASC')
      .getMany();
    return rows.map((p) => ({ username: p.username, name: p.user.name }));
  }

  /** Serialises one person's punches (two quick taps, a sync racing a live punch). */
  async lockPerson(userId: string): Promise<void> {
    await this.em
      .getRepository(StaffPin)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.userId = :userId', { userId })
      .getOne();
  }

  openActivity(userId: string): Promise<WorkingActivity | null> {
    return this.em.getRepository(WorkingActivity).findOne({
      where: { user: { id: userId }, end: IsNull() },
      relations: ACTIVITY_RELATIONS,
    });
  }

  /** null as well for an anonymised activity (its person was deleted): only retention still sees it. */
  async activityById(id: string): Promise<WorkingActivity | null> {
    const found = await this.em
      .getRepository(WorkingActivity)
      .findOne({ where: { id }, relations: ACTIVITY_RELATIONS });
    return found?.user ? found : null;
  }

  /** Saves an activity; an overlap with another of the person's activities is a German 409. */
  async saveActivity(activity: WorkingActivity): Promise<WorkingActivity> {
    try {
      return await this.em.getRepository(WorkingActivity).save(activity);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new ApiError(409, [{ message: STAFF_TEXTS.overlap, field: 'start' }]);
      }
      throw err;
    }
  }

  /**
   * Refuses (422, German) a booking to a project or task that does not exist, or a task of another
   * project; a task alone books to its project. Returns the ids to store.
   */
  async booking(
    projectId: string | null,
    taskId: string | null,
  ): Promise<{ projectId: string | null; taskId: string | null }> {
    if (taskId) {
      const task = await this.em.getRepository(Task).findOne({ where: { id: taskId }, relations: { project: true } });
      if (!task || (projectId && task.project.id !== projectId)) {
        throw ApiError.validation([{ message: STAFF_TEXTS.unknownTask, field: 'taskId' }]);
      }
      return { projectId: task.project.id, taskId };
    }
    if (projectId && !(await this.em.getRepository(Project).existsBy({ id: projectId }))) {
      throw ApiError.validation([{ message: STAFF_TEXTS.unknownProject, field: 'projectId' }]);
    }
    return { projectId, taskId: null };
  }

  insertPunch(punch: Partial<TimePunch>): Promise<TimePunch> {
    const repo = this.em.getRepository(TimePunch);
    return repo.save(repo.create(punch));
  }

  /** Live activities (anonymised ones have no user and are left out) overlapping the window. */
  activitiesOf(filter: {
    userId?: string;
    branchIds?: string[] | null;
    from?: Date;
    to?: Date;
    projectId?: string;
    taskId?: string;
  }) {
    const qb = this.em
      .getRepository(WorkingActivity)
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.user', 'user')
      .leftJoinAndSelect('a.project', 'project')
      .leftJoinAndSelect('a.task', 'task')
      .leftJoinAndSelect('a.branch', 'branch')
      .leftJoinAndSelect('a.department', 'department')
      .leftJoinAndSelect('a.sourceDevice', 'sourceDevice')
      .leftJoinAndSelect('a.author', 'author')
      .orderBy('a.start', 'ASC');
    if (filter.userId) qb.andWhere('user.id = :userId', { userId: filter.userId });
    if (filter.projectId) qb.andWhere('a.projectId = :projectId', { projectId: filter.projectId });
    if (filter.taskId) qb.andWhere('a.taskId = :taskId', { taskId: filter.taskId });
    if (filter.branchIds?.length === 0) qb.andWhere('1 = 0');
    else if (filter.branchIds) qb.andWhere('branch.id IN (:...branchIds)', { branchIds: filter.branchIds });
    // Overlapping the window, open ones included.
    if (filter.from) qb.andWhere('(a.end IS NULL OR a.end > :from)', { from: filter.from });
    if (filter.to) qb.andWhere('a.start < :to', { to: filter.to });
    return qb.getMany();
  }

  publishedSchedules(userId: string, from: Date, to: Date): Promise<WorkingSchedule[]> {
    return this.em.getRepository(WorkingSchedule).find({
      where: { user: { id: userId }, isPublished: true, start: LessThan(to), end: MoreThan(from) },
      relations: { branch: true, department: true },
      order: { start: 'ASC' },
    });
  }

  punchesOf(activityId: string): Promise<TimePunch[]> {
    return this.em.getRepository(TimePunch).find({
      where: { activity: { id: activityId } },
      relations: { author: true, device: true },
      order: { at: 'ASC', serverTime: 'ASC' },
    });
  }
}
