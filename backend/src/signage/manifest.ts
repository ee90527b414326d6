import { createHash } from 'node:crypto';
import {
  DEFAULT_TIMEZONE,
  imageUrl,
  type PlayerManifest,
  type ResolvedScene,
  type ResolvedZone,
  type SegmentView,
  uploadUrl,
} from '@bestell/domain';
import { type EntityManager, In, IsNull } from 'typeorm';
import { Image, ImageTemplate } from '../media/index.js';
import { Upload } from '../uploads/index.js';
import { Scene, type SignageScreen, SignageSegment, SignageStream } from './signage.entities.js';
import { sceneView, segmentView, streamView } from './signage.resources.js';

/** What every TV of a branch can reach: its scenes (media resolved), segments and streams, loaded once. */
export interface BranchContent {
  scenes: Record<string, ResolvedScene>;
  segments: Record<string, SegmentView>;
  streams: Map<string, SignageStream>;
  media: string[];
}

export const contentHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** Loads a branch's signage content (its own and the shared items) with media URLs resolved. */
export async function loadBranchContent(em: EntityManager, branchId: string): Promise<BranchContent> {
  const mine = [{ branch: { id: branchId } }, { branch: IsNull() }];
  const [scenes, segments, streams] = await Promise.all([
    em.getRepository(Scene).find({ where: mine, relations: { branch: true }, order: { name: 'ASC' } }),
    em.getRepository(SignageSegment).find({ where: mine, relations: { branch: true }, order: { name: 'ASC' } }),
    em
      .getRepository(SignageStream)
      .find({ where: mine, relations: { branch: true, fallbackSegment: true }, order: { name: 'ASC' } }),
  ]);
  const zones = scenes.flatMap((s) => s.zones);
  const ids = (kind: string, key: 'image' | 'upload' | 'imageTemplate') =>
    zones.flatMap((z) => (z.kind === kind ? [(z as unknown as Record<string, { id: string }>)[key]!.id] : []));
  const [images, uploads, templates] = await Promise.all([
    findByIds(em, Image, ids('image', 'image')),
    findByIds(em, Upload, ids('video', 'upload')),
    findByIds(em, ImageTemplate, ids('image-template', 'imageTemplate')),
  ]);
  const media = new Set<string>();
  const resolved: Record<string, ResolvedScene> = {};
  for (const scene of scenes) {
    const view = sceneView(scene);
    resolved[scene.id] = {
      ...view,
      zones: view.zones.map((zone): ResolvedZone => {
        let src: string | null | undefined;
        if (zone.kind === 'image') {
          const img = images.get(zone.image.id);
          src = img ? imageUrl(img) : null;
        } else if (zone.kind === 'video') {
          const up = uploads.get(zone.upload.id);
          src = up ? uploadUrl(up) : null;
        } else if (zone.kind === 'image-template') {
          const t = templates.get(zone.imageTemplate.id);
          // The version in the query changes with the template or the zone's product, so caches refresh.
          const v = contentHash([t?.updatedAt ?? null, zone.product?.id ?? null]).slice(0, 12);
          src = t ? `/api/signage/scenes/${scene.id}/zones/${encodeURIComponent(zone.id)}/render.png?v=${v}` : null;
        }
        if (src) media.add(src);
        return src === undefined ? zone : { ...zone, src };
      }),
    };
  }
  return {
    scenes: resolved,
    segments: Object.fromEntries(segments.map((s) => [s.id, segmentView(s)])),
    streams: new Map(streams.map((s) => [s.id, s])),
    media: [...media].sort(),
  };
}

async function findByIds<T extends { id: string }>(
  em: EntityManager,
  entity: new () => T,
  ids: string[],
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await em.getRepository(entity).findBy({ id: In(unique) } as never);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The manifest of one TV; `version` hashes everything but generatedAt. */
export function buildManifest(screen: SignageScreen, content: BranchContent, now = new Date()): PlayerManifest {
  const stream = screen.stream ? content.streams.get(screen.stream.id) : undefined;
  const body = {
    device: {
      id: screen.id,
      name: screen.device.name,
      branchId: screen.device.branch.id,
      orientation: screen.orientation,
      screenTimes: screen.screenTimes,
      segment: screen.segment ? { id: screen.segment.id } : null,
    },
    timezone: DEFAULT_TIMEZONE,
    stream: stream ? streamView(stream) : null,
    segments: content.segments,
    scenes: content.scenes,
    media: content.media,
  };
  return { version: contentHash(body), generatedAt: now.toISOString(), ...body };
}
