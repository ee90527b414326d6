// What the player renders: one scene (from the manifest) at a time, with its duration and transition
// from the segment. Zones are the contract's ResolvedZone (domain/src/signage/contracts.ts).
import type { MenuBoardData, ResolvedScene, ResolvedZone, SignageTransition } from '@bestell/domain';

/** An item carries its scene: a version swap must not change what the running loop shows. */
export interface PlayItem {
  scene: ResolvedScene;
  durationMs: number;
  transition: SignageTransition;
}

export type LiveMenus = Record<string, MenuBoardData>;

/** Key of a menu-board zone in MenuBoardsAnswer.boards. */
export const boardKey = (sceneId: string, zoneId: string) => `${sceneId}/${zoneId}`;

/** The media URL a zone needs before its scene may be shown. */
export function zoneMedia(zone: ResolvedZone): string | null {
  return zone.kind === 'image' || zone.kind === 'video' || zone.kind === 'image-template' ? (zone.src ?? null) : null;
}

export function sceneMedia(scene: ResolvedScene | undefined): string[] {
  return (scene?.zones ?? []).map(zoneMedia).filter((url): url is string => !!url);
}
