// The TV's heartbeat (issue 19): every 30 s, and a second after a new item or version starts so the back
// office's "läuft gerade" need not wait; its answer may name a newer version or carry commands.
import { useEffect, useRef, type RefObject } from 'react';
import { SIGNAGE_HEARTBEAT_SECONDS, type SignageDeviceCommand } from '@bestell/domain';
import type { Plan } from './plan';
import type { PlayItem } from './player-types';
import { HttpError, playerApi } from './signage-api';
import type { PlayerLatest } from './use-player-manifest';

const PLAYER_VERSION = '1.0.0';
const started = Date.now();

export interface HeartbeatOptions {
  latest: RefObject<PlayerLatest>;
  plan: Plan | null;
  item: PlayItem | null;
  index: number;
  playingVersion: string | null;
  setOnline: (online: boolean) => void;
  fetchManifest: () => Promise<void>;
  runPolled: (commands: SignageDeviceCommand[]) => Promise<void>;
  onUnpaired: () => void;
}

export function useHeartbeat(options: HeartbeatOptions) {
  const { latest, plan, item, index, playingVersion, setOnline, fetchManifest, runPolled, onUnpaired } = options;
  const heartbeatState = useRef({ plan, item, index, since: new Date().toISOString() });
  useEffect(() => {
    heartbeatState.current = {
      plan,
      item,
      index,
      since: item === heartbeatState.current.item ? heartbeatState.current.since : new Date().toISOString(),
    };
  }, [plan, item, index]);

  const versionRef = useRef(playingVersion);
  versionRef.current = playingVersion;

  const beatRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    const beat = async () => {
      const { plan: p, item: i, index: at, since } = heartbeatState.current;
      try {
        const answer = await playerApi.heartbeat(latest.current.token, {
          version: versionRef.current,
          currentItem: p
            ? {
                source: p.resolution.source,
                segmentId: p.resolution.segmentId,
                sceneId: i?.scene.id ?? null,
                index: at,
                since,
              }
            : null,
          uptimeSeconds: Math.round((Date.now() - started) / 1000),
          playerVersion: PLAYER_VERSION,
        });
        setOnline(true);
        if (!answer) return;
        if (answer.latestVersion !== latest.current.manifest?.version) void fetchManifest();
        if (answer.commands.length) await runPolled(answer.commands);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) onUnpaired();
        else setOnline(false);
      }
    };
    beatRef.current = beat;
    const timer = window.setInterval(() => void beat(), SIGNAGE_HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [fetchManifest, runPolled, onUnpaired, latest, setOnline]);

  // Reported a second after a new item (or version) starts; the regular beat goes on every 30 s.
  const reportKey = `${playingVersion ?? ''}|${plan?.resolution.source ?? ''}|${item?.scene.id ?? ''}`;
  useEffect(() => {
    const timer = window.setTimeout(() => void beatRef.current(), 1_000);
    return () => window.clearTimeout(timer);
  }, [reportKey]);
}
