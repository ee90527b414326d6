import type { SceneView, SegmentView, SignageDeviceView, StreamView } from '@bestell/domain';
import { randomBytes } from 'node:crypto';
import { type EntityManager, type FindOptionsWhere, ILike, IsNull, Raw } from 'typeorm';
import { z } from 'zod';
import { Branch, hashApiKey } from '../catalog/index.js';
import { defineResource, loadRef, parseInput, s } from '../common/index.js';
import { Device } from '../devices/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import {
  orientationSchema,
  scheduleEntrySchema,
  screenTimesSchema,
  segmentItemSchema,
  takeoverSchema,
  zonesSchema,
} from './signage.schemas.js';
import { Scene, SignageScreen, SignageSegment, SignageStream } from './signage.entities.js';
import { sceneViewSchema, segmentViewSchema, signageDeviceViewSchema, streamViewSchema } from './signage.contract.js';

// The four resources of spec 7 (scenes, digital-signage-segments, -streams, -devices). Every write queues
// a 'signage.changed' outbox row in its transaction: the relay recomputes manifest versions after commit
// and pushes 'signage:manifest-changed' to the TVs whose content changed.

const idOf = (r: { id: string } | null | undefined) => (r ? { id: r.id } : null);
const byId = (id: string | undefined) => (id ? { id } : undefined);
const where = <E>(w: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as FindOptionsWhere<E>;
const listQuery = z.object({
  branch: z.uuid().optional(),
  q: z.string().max(100).optional(),
});
/** Items of a branch plus the shared ones (branch null) when filtered by branch. */
const branchWhere = <E>(
  q: { branch?: string; q?: string },
  extra: Record<string, unknown> = {},
): FindOptionsWhere<E>[] => {
  const name = q.q ? ILike(`%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  if (!q.branch) return [where<E>({ name, ...extra })];
  return [where<E>({ name, branch: { id: q.branch }, ...extra }), where<E>({ name, branch: IsNull(), ...extra })];
};
const sharedOrInScope = (branch: { id: string } | null, ids: string[]) => !branch || ids.includes(branch.id);

export const signageChanged = (em: EntityManager, branchId: string | null) =>
  enqueueOutbox(em, [{ topic: 'signage.changed', orderId: null, payload: { branchId } }]);
const branchRef = async (em: EntityManager, input: unknown) =>
  input ? ((await loadRef(em, Branch, input as { id: string }, 'branch')) ?? null) : null;

export const sceneView = (x: Scene): SceneView => ({
  id: x.id,
  name: x.name,
  path: x.path,
  branch: idOf(x.branch),
  orientation: x.orientation,
  background: x.background,
  zones: x.zones,
  updatedAt: x.updatedAt.toISOString(),
});

export const sceneResource = defineResource({
  path: 'scenes',
  entity: Scene,
  label: { one: 'Szene', many: 'Szenen' },
  schema: z.strictObject({
    name: s.required(120),
    path: z
      .string()
      .trim()
      .regex(/^\/[a-z0-9/_-]{0,199}$/),
    branch: s.ref().nullable().optional(),
    orientation: orientationSchema.optional(),
    background: s.text(30).optional(),
    zones: zonesSchema,
  }),
  relations: { branch: true },
  order: { name: 'ASC' },
  identifierField: 'path',
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(listQuery.extend({ path: z.string().max(200).optional() }), query);
    return branchWhere<Scene>(q, { path: q.path }) as unknown as FindOptionsWhere<Scene>;
  },
  inScope: (x, ids) => sharedOrInScope(x.branch, ids),
  apply: async (x, input, em) => {
    if (input.name !== undefined) x.name = input.name as string;
    if (input.path !== undefined) x.path = input.path as string;
    if (input.branch !== undefined) x.branch = await branchRef(em, input.branch);
    if (input.orientation !== undefined) x.orientation = input.orientation as Scene['orientation'];
    if (input.background !== undefined) x.background = input.background as string;
    if (input.zones !== undefined) x.zones = input.zones as Scene['zones'];
  },
  afterSave: async (x, _input, em) => signageChanged(em, x.branch?.id ?? null),
  beforeDelete: (x, em) => signageChanged(em, x.branch?.id ?? null),
  viewSchema: sceneViewSchema,
  view: (x) => ({ ...sceneView(x) }),
});

export const segmentView = (x: SignageSegment): SegmentView => ({
  id: x.id,
  name: x.name,
  branch: idOf(x.branch),
  items: x.items,
  updatedAt: x.updatedAt.toISOString(),
});

export const segmentResource = defineResource({
  path: 'digital-signage-segments',
  entity: SignageSegment,
  label: { one: 'Filmsequenz', many: 'Filmsequenzen' },
  schema: z.strictObject({
    name: s.required(120),
    branch: s.ref().nullable().optional(),
    items: z.array(segmentItemSchema).max(100),
  }),
  relations: { branch: true },
  order: { name: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(listQuery.extend({ scene: z.uuid().optional() }), query);
    // jsonb containment: segments whose items name the scene.
    const rows = branchWhere<SignageSegment>(q);
    if (!q.scene) return rows as unknown as FindOptionsWhere<SignageSegment>;
    const uses = JSON.stringify([{ scene: { id: q.scene } }]);
    return rows.map((r) => ({
      ...r,
      items: Raw((column) => `${column} @> CAST(:uses AS jsonb)`, { uses }),
    })) as unknown as FindOptionsWhere<SignageSegment>;
  },
  inScope: (x, ids) => sharedOrInScope(x.branch, ids),
  apply: async (x, input, em) => {
    if (input.name !== undefined) x.name = input.name as string;
    if (input.branch !== undefined) x.branch = await branchRef(em, input.branch);
    if (input.items !== undefined) {
      const items = input.items as SignageSegment['items'];
      for (const [i, item] of items.entries()) await loadRef(em, Scene, item.scene, `items.${i}.scene`);
      x.items = items.map((i) => ({
        scene: { id: i.scene.id },
        durationSeconds: i.durationSeconds,
        transition: i.transition,
      }));
    }
  },
  afterSave: async (x, _input, em) => signageChanged(em, x.branch?.id ?? null),
  beforeDelete: (x, em) => signageChanged(em, x.branch?.id ?? null),
  viewSchema: segmentViewSchema,
  view: (x) => ({ ...segmentView(x) }),
});

export const streamView = (x: SignageStream): StreamView => ({
  id: x.id,
  name: x.name,
  branch: idOf(x.branch),
  entries: x.entries,
  takeovers: x.takeovers,
  fallbackSegment: idOf(x.fallbackSegment),
  updatedAt: x.updatedAt.toISOString(),
});

export const streamResource = defineResource({
  path: 'digital-signage-streams',
  entity: SignageStream,
  label: { one: 'Stream', many: 'Streams' },
  schema: z.strictObject({
    name: s.required(120),
    branch: s.ref().nullable().optional(),
    entries: z.array(scheduleEntrySchema).max(200),
    takeovers: z.array(takeoverSchema).max(100).optional(),
    fallbackSegment: s.ref().nullable().optional(),
  }),
  relations: { branch: true, fallbackSegment: true },
  order: { name: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(listQuery.extend({ segment: z.uuid().optional() }), query);
    return branchWhere<SignageStream>(q) as unknown as FindOptionsWhere<SignageStream>;
  },
  inScope: (x, ids) => sharedOrInScope(x.branch, ids),
  apply: async (x, input, em) => {
    if (input.name !== undefined) x.name = input.name as string;
    if (input.branch !== undefined) x.branch = await branchRef(em, input.branch);
    if (input.entries !== undefined) {
      const entries = input.entries as SignageStream['entries'];
      for (const [i, e] of entries.entries()) await loadRef(em, SignageSegment, e.segment, `entries.${i}.segment`);
      x.entries = entries.map((e) => ({ ...e, segment: { id: e.segment.id } }));
    }
    if (input.takeovers !== undefined) {
      const takeovers = (input.takeovers ?? []) as SignageStream['takeovers'];
      for (const [i, t] of takeovers.entries()) await loadRef(em, SignageSegment, t.segment, `takeovers.${i}.segment`);
      x.takeovers = takeovers.map((t) => ({ ...t, segment: { id: t.segment.id } }));
    } else if (!x.id) x.takeovers = [];
    if (input.fallbackSegment !== undefined) {
      x.fallbackSegment = input.fallbackSegment
        ? ((await loadRef(em, SignageSegment, input.fallbackSegment as { id: string }, 'fallbackSegment')) ?? null)
        : null;
    }
  },
  afterSave: async (x, _input, em) => signageChanged(em, x.branch?.id ?? null),
  beforeDelete: (x, em) => signageChanged(em, x.branch?.id ?? null),
  viewSchema: streamViewSchema,
  view: (x) => ({ ...streamView(x) }),
});

/** The TV as the API answers it: device row (branch, command) + signage side. */
export const signageDeviceView = (x: SignageScreen): SignageDeviceView => ({
  id: x.id,
  identifier: x.device.identifier,
  name: x.device.name,
  branch: { id: x.device.branch.id },
  stream: idOf(x.stream),
  segment: idOf(x.segment),
  orientation: x.orientation,
  screenTimes: x.screenTimes,
  paired: x.paired,
  online: x.online,
  lastHeartbeatAt: x.lastHeartbeatAt?.toISOString() ?? null,
  currentItem: x.currentItem,
  contentVersion: x.contentVersion,
  latestVersion: x.latestVersion,
  playerVersion: x.playerVersion,
  uptimeSeconds: x.uptimeSeconds,
  screenshotUrl: x.screenshotAt ? `/api/signage/screenshots/${x.id}/${x.screenshotAt.getTime()}.png` : null,
  screenshotAt: x.screenshotAt?.toISOString() ?? null,
  pendingCommand: x.device.pendingCommand as SignageDeviceView['pendingCommand'],
  commandState: x.device.commandState,
});

export const SCREEN_RELATIONS = { device: { branch: true }, stream: true, segment: true } as const;

/** Creates the device row of a new TV: unpaired (a random token nobody knows) until pairing issues one. */
export async function newSignageDevice(
  em: EntityManager,
  branch: Branch,
  name: string,
  identifier?: string,
): Promise<Device> {
  const repo = em.getRepository(Device);
  return repo.save(
    repo.create({
      identifier: identifier ?? `tv-${randomBytes(5).toString('hex')}`,
      type: 'signage',
      name,
      branch,
      tokenHash: hashApiKey(randomBytes(24).toString('base64url')),
    }),
  );
}

export const signageDeviceResource = defineResource({
  path: 'digital-signage-devices',
  entity: SignageScreen,
  label: { one: 'TV', many: 'TVs' },
  schema: z.strictObject({
    name: s.text(200).optional(),
    identifier: s.identifier().optional(),
    branch: s.ref(),
    stream: s.ref().nullable().optional(),
    segment: s.ref().nullable().optional(),
    orientation: orientationSchema.optional(),
    screenTimes: screenTimesSchema.optional(),
  }),
  relations: SCREEN_RELATIONS,
  order: { createdAt: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(
      listQuery.extend({ stream: z.uuid().optional(), online: z.enum(['true', 'false']).optional() }),
      query,
    );
    return where<SignageScreen>({
      device:
        q.branch || q.q
          ? where<Device>({ branch: byId(q.branch), name: q.q ? ILike(`%${q.q}%`) : undefined })
          : undefined,
      stream: byId(q.stream),
      online: q.online === undefined ? undefined : q.online === 'true',
    });
  },
  inScope: (x, ids) => ids.includes(x.device?.branch?.id),
  apply: async (x, input, em) => {
    const branch =
      input.branch !== undefined ? await loadRef(em, Branch, input.branch as { id: string }, 'branch') : null;
    if (!x.id) {
      x.device = await newSignageDevice(
        em,
        branch!,
        (input.name as string) ?? '',
        input.identifier as string | undefined,
      );
      x.id = x.device.id;
    } else {
      if (branch) x.device.branch = branch;
      if (input.name !== undefined) x.device.name = input.name as string;
      if (input.identifier !== undefined) x.device.identifier = input.identifier as string;
      await em.getRepository(Device).save(x.device);
    }
    if (input.stream !== undefined) {
      x.stream = input.stream
        ? ((await loadRef(em, SignageStream, input.stream as { id: string }, 'stream')) ?? null)
        : null;
    }
    if (input.segment !== undefined) {
      x.segment = input.segment
        ? ((await loadRef(em, SignageSegment, input.segment as { id: string }, 'segment')) ?? null)
        : null;
    }
    if (input.orientation !== undefined) x.orientation = input.orientation as SignageScreen['orientation'];
    if (input.screenTimes !== undefined) x.screenTimes = input.screenTimes as SignageScreen['screenTimes'];
  },
  afterSave: async (x, _input, em) => signageChanged(em, x.device.branch.id),
  // The device row goes too (and with it this one, by its foreign key).
  beforeDelete: async (x, em) => {
    await em.getRepository(Device).delete({ id: x.id });
  },
  viewSchema: signageDeviceViewSchema,
  view: (x) => ({ ...signageDeviceView(x) }),
});
