// The player's content (issue 19): the manifest and the live menu boards, each adopted only once every
// medium is cached, kept in localStorage for offline reloads; manifest retries back off (retry-schedule).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MenuBoardsAnswer, PlayerManifest } from '@bestell/domain';
import { cacheStore } from './media-cache';
import { recordFailure, type MediaHealth } from './media-backoff';
import type { Playlist } from './playlist';
import type { LiveMenus, PlayItem } from './player-types';
import { retryDelayMs } from './retry-schedule';
import { HttpError, playerApi } from './signage-api';
import { keys, readJson, writeJson } from './storage';

const store = cacheStore();

/** What the player's callbacks read at call time (updated on every render of Player). */
export interface PlayerLatest {
  manifest: PlayerManifest | null;
  playlist: Playlist<PlayItem> | null;
  health: MediaHealth;
  token: string;
  boardsVersion: string;
}

export interface PlayerManifestOptions {
  deviceId: string;
  latest: RefObject<PlayerLatest>;
  setHealth: (update: (health: MediaHealth) => MediaHealth) => void;
  setOnline: (online: boolean) => void;
  onUnpaired: () => void;
}

export function usePlayerManifest({ deviceId, latest, setHealth, setOnline, onUnpaired }: PlayerManifestOptions) {
  // The manifest whose media are all cached: the newest version allowed to play.
  const [manifest, setManifest] = useState<PlayerManifest | null>(() => readJson(keys.manifest(deviceId)));
  const [boards, setBoards] = useState<LiveMenus>(() => readJson<LiveMenus>(keys.boards(deviceId)) ?? {});
  const [mediaMap, setMediaMap] = useState<ReadonlyMap<string, string>>(new Map());

  const adopting = useRef<string | null>(null);
  const adopt = useCallback(
    async (next: PlayerManifest) => {
      if (adopting.current === next.version) return;
      adopting.current = next.version;
      const failed = await store.precache(next.media);
      const map = new Map<string, string>();
      for (const url of next.media) map.set(url, await store.resolve(url));
      setHealth((h) => failed.reduce((acc, url) => recordFailure(acc, url, Date.now()), h));
      setMediaMap((previous) => new Map([...previous, ...map]));
      const previous = latest.current.manifest;
      void store.prune([...next.media, ...(previous?.media ?? [])]);
      writeJson(keys.manifest(deviceId), next);
      setManifest(next);
      adopting.current = null;
    },
    [deviceId, latest, setHealth],
  );

  const failures = useRef(0);
  const retryTimer = useRef(0);
  const fetchManifest = useCallback(async () => {
    window.clearTimeout(retryTimer.current);
    try {
      const next = await playerApi.manifest(latest.current.token, latest.current.manifest?.version ?? null);
      failures.current = 0;
      setOnline(true);
      if (next) await adopt(next);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        onUnpaired();
        return;
      }
      failures.current++;
      setOnline(false);
      retryTimer.current = window.setTimeout(() => void fetchManifest(), retryDelayMs(failures.current));
    }
  }, [adopt, onUnpaired, latest, setOnline]);

  const fetchBoards = useCallback(async () => {
    try {
      const answer: MenuBoardsAnswer = await playerApi.menuBoards(latest.current.token);
      if (answer.version === latest.current.boardsVersion) return;
      latest.current.boardsVersion = answer.version;
      const images = Object.values(answer.boards).flatMap((b) =>
        b.categories.flatMap((c) => c.items.map((i) => i.imageUrl).filter((u): u is string => !!u)),
      );
      await store.precache(images);
      const map = new Map<string, string>();
      for (const url of images) map.set(url, await store.resolve(url));
      setMediaMap((previous) => new Map([...previous, ...map]));
      writeJson(keys.boards(deviceId), answer.boards);
      setBoards(answer.boards);
    } catch {
      // Offline: the boards keep their last data.
    }
  }, [deviceId, latest]);

  // After a reload (possibly offline) the stored version plays from the cache, not from the network.
  useEffect(() => {
    const stored = latest.current.manifest;
    if (!stored) return;
    let cancelled = false;
    void (async () => {
      const map = new Map<string, string>();
      for (const url of stored.media) map.set(url, await store.resolve(url));
      if (!cancelled) setMediaMap((previous) => new Map([...map, ...previous]));
    })();
    return () => {
      cancelled = true;
    };
    // Once, on mount: later versions resolve their media in adopt.
  }, [latest]);

  useEffect(() => {
    void fetchManifest();
    void fetchBoards();
    return () => window.clearTimeout(retryTimer.current);
  }, [fetchManifest, fetchBoards]);

  return { manifest, boards, mediaMap, fetchManifest, fetchBoards };
}
