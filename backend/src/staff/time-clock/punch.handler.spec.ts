// PunchHandler on fakes (issue 38 item 1): the staff repository and month lock are plain objects; the
// punch, the activity and one outbox row are written together, a refused punch writes none of them.
import { describe, expect, it } from '@jest/globals';
import { actionError, COMMAND_ERRORS, STAFF_TEXTS, type TimeClockAction } from '@bestell/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/index.js';
import type { Device } from '../../devices/index.js';
import type { User } from '../../users/index.js';
import type { WorkingActivity } from '../staff.entities.js';
import { PunchCommand } from './punch.command.js';
import { PunchHandler } from './punch.handler.js';

const user = { id: 'u1', name: 'Anna Muster' } as User;
const device = { id: 'd1', branch: { id: 'b1' } } as unknown as Device;
const t = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00.000Z`);

function setup(open: Partial<WorkingActivity> | null, options: { monthLocked?: boolean } = {}) {
  const saved: WorkingActivity[] = [];
  const punches: Record<string, unknown>[] = [];
  const outbox: unknown[] = [];
  const em = {
    queryRunner: { isTransactionActive: true, data: {} },
    getRepository: () => ({ create: (row: object) => ({ ...row }) }),
    query: async (sql: string, params: unknown[]) => {
      if (sql.includes('INSERT INTO "outbox"')) outbox.push(params[0]);
      return [];
    },
  } as unknown as EntityManager;
  const ds = { transaction: async <T>(work: (m: EntityManager) => Promise<T>) => work(em) } as unknown as DataSource;
  let stored = open
    ? ({ id: 'a1', user, branch: device.branch, pauses: [], end: null, ...open } as WorkingActivity)
    : null;
  const repo = {
    lockPerson: async () => undefined,
    openActivity: async () => (stored ? { ...stored, pauses: [...stored.pauses] } : null),
    booking: async (projectId: string | null, taskId: string | null) => ({ projectId, taskId }),
    saveActivity: async (activity: WorkingActivity) => {
      // A new activity gets its id on save, as the database would give it.
      stored = { ...activity, id: activity.id ?? 'a1', updatedAt: new Date() } as WorkingActivity;
      saved.push(stored);
      return stored;
    },
    insertPunch: async (punch: Record<string, unknown>) => {
      punches.push(punch);
      return { id: 'p1', ...punch };
    },
    activityById: async () => stored,
  };
  class Handler extends PunchHandler {
    protected override bound() {
      const assertOpen = async () => {
        if (options.monthLocked) throw new ApiError(409, [{ message: STAFF_TEXTS.monthLocked('2026-03') }]);
      };
      return { repo: repo as never, assertOpen };
    }
  }
  const punch = (action: TimeClockAction, deviceTime: Date | null = null) =>
    new Handler(ds).execute(new PunchCommand(device, user, action, deviceTime)).catch((e: unknown) => e as ApiError);
  return { punch, saved, punches, outbox };
}

describe('PunchHandler', () => {
  it('start opens an activity at now, with the punch and its outbox row', async () => {
    const { punch, saved, punches, outbox } = setup(null);
    const view = await punch('start');
    expect(view).toMatchObject({ state: 'working', end: null, pauses: [] });
    expect(saved).toHaveLength(1);
    expect(punches).toMatchObject([{ kind: 'clock-in', deviceTime: null }]);
    expect(outbox).toEqual(['time-punch']);
  });

  it.each<[TimeClockAction, Partial<WorkingActivity>, string]>([
    ['pause', { start: t('07:00') }, 'paused'],
    ['resume', { start: t('07:00'), pauses: [{ start: t('08:00').toISOString(), end: null }] }, 'working'],
    ['end', { start: t('07:00') }, 'off'],
  ])('%s an open activity', async (action, open, state) => {
    const { punch, punches, outbox } = setup(open);
    const view = await punch(action);
    expect(view).toMatchObject({ state });
    expect(punches).toHaveLength(1);
    expect(outbox).toEqual(['time-punch']);
  });

  const future = new Date(Date.now() + 3_600_000);
  it.each<[string, TimeClockAction, Partial<WorkingActivity> | null, Date | null, object, number, unknown[]]>([
    [
      'start twice',
      'start',
      { start: t('07:00') },
      null,
      {},
      409,
      [{ message: COMMAND_ERRORS.activityStart }, { message: actionError('working', 'start') }],
    ],
    [
      'end without an activity',
      'end',
      null,
      null,
      {},
      409,
      [{ message: COMMAND_ERRORS.activityEnd }, { message: actionError('off', 'end') }],
    ],
    [
      'an offline punch from the future',
      'start',
      null,
      future,
      {},
      422,
      [{ message: COMMAND_ERRORS.activityStart }, { field: 'time', message: expect.any(String) }],
    ],
    [
      'a locked month',
      'start',
      null,
      null,
      { monthLocked: true },
      409,
      [{ message: COMMAND_ERRORS.activityStart }, { message: STAFF_TEXTS.monthLocked('2026-03') }],
    ],
    [
      'an offline end before the start',
      'end',
      { start: new Date(Date.now() - 60_000) },
      new Date(Date.now() - 120_000),
      {},
      422,
      [{ message: COMMAND_ERRORS.activityEnd }, { field: 'time', message: STAFF_TEXTS.punchBeforeLast }],
    ],
  ])('refuses %s and writes nothing', async (_name, action, open, deviceTime, options, status, errors) => {
    const { punch, saved, punches, outbox } = setup(open, options);
    const err = (await punch(action, deviceTime)) as ApiError;
    expect(err.getStatus()).toBe(status);
    expect(err.errors).toEqual(errors);
    expect([saved, punches, outbox]).toEqual([[], [], []]);
  });
});
