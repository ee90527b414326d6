// The paired TV: plays the manifest's scenes as resolvePlayback decides, caches every medium before a
// version may play, swaps versions at the loop boundary, keeps playing the last good version while the
// server is unreachable (retries 30 s, 60 s, 120 s, then every 120 s), sends a heartbeat every 30 s and
// runs back-office commands (acknowledged by id, each once). Content, commands and heartbeat are hooks of
// their own (use-player-manifest, use-player-commands, use-heartbeat); this file plays and renders.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_TIMEZONE } from '@bestell/domain';
import { isSkipped, recordFailure, recordSuccess, type MediaHealth } from './media-backoff';
import { planFor, screenOff } from './plan';
import { advance, currentItem, offerVersion, startPlaylist, type Playlist } from './playlist';
import { sceneMedia, type PlayItem } from './player-types';
import { Stage, type Showing } from './Stage';
import { useHeartbeat } from './use-heartbeat';
import { usePlayerCommands } from './use-player-commands';
import { usePlayerManifest, type PlayerLatest } from './use-player-manifest';
import { useTick } from './use-tick';

export function Player({ deviceId, token, onUnpaired }: { deviceId: string; token: string; onUnpaired: () => void }) {
  const [health, setHealth] = useState<MediaHealth>({});
  const [playlist, setPlaylist] = useState<Playlist<PlayItem> | null>(null);
  const [playCount, setPlayCount] = useState(0);
  const [online, setOnline] = useState(true);
  const now = useTick(1_000);
  const rootRef = useRef<HTMLDivElement>(null);
  // Read by the hooks' callbacks at call time; brought up to date below, before any effect runs.
  const latest = useRef<PlayerLatest>({ manifest: null, playlist, health, token, boardsVersion: '' });

  const { manifest, boards, mediaMap, fetchManifest, fetchBoards } = usePlayerManifest({
    deviceId,
    latest,
    setHealth,
    setOnline,
    onUnpaired,
  });
  latest.current = { ...latest.current, manifest, playlist, health, token };
  const { override, commandTimes, runPolled } = usePlayerCommands({
    deviceId,
    token,
    latest,
    rootRef,
    setOnline,
    fetchManifest,
    fetchBoards,
  });

  // ------------------------------------------------------------------------------------- playback
  const plan = useMemo(
    () => (manifest ? planFor(manifest, new Date(now), override) : null),
    // Re-planned every second: schedule windows and command expiry are time based.
    [manifest, now, override],
  );

  const playable = useCallback(
    (item: PlayItem) => sceneMedia(item.scene).every((url) => !isSkipped(latest.current.health, url, Date.now())),
    [],
  );

  useEffect(() => {
    if (!plan) return;
    setPlaylist((list) => {
      if (list && (list.version === plan.key || list.pending?.version === plan.key)) return list;
      if (plan.immediate || !list || list.version.startsWith('override:')) {
        const fresh = startPlaylist(plan.key, plan.items);
        return fresh.items[0] && !playable(fresh.items[0]) ? advance(fresh, playable) : fresh;
      }
      return offerVersion(list, plan.key, plan.items);
    });
  }, [plan, playable]);

  const item = currentItem(playlist);
  // Next item after its duration; the loop boundary takes a pending version (playlist.ts).
  useEffect(() => {
    if (!item) return;
    const timer = window.setTimeout(() => {
      setPlaylist((list) => (list ? advance(list, playable) : list));
      setPlayCount((n) => n + 1);
    }, item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item, playlist, playable]);

  const onFailed = useCallback(
    (url: string) => {
      const next = recordFailure(latest.current.health, url, Date.now());
      latest.current.health = next;
      setHealth(next);
      setPlaylist((list) => (list ? advance(list, playable) : list));
    },
    [playable],
  );

  // A medium that played again after its pause is healthy again.
  useEffect(() => {
    if (!item) return;
    const failing = sceneMedia(item.scene).filter((url) => health[url] && !isSkipped(health, url, Date.now()));
    if (failing.length) setHealth((h) => failing.reduce(recordSuccess, h));
  }, [item, health]);

  const playingVersion = playlist?.version.split(':')[0] ?? null;
  useHeartbeat({
    latest,
    plan,
    item,
    index: playlist?.index ?? 0,
    playingVersion,
    setOnline,
    fetchManifest,
    runPolled,
    onUnpaired,
  });

  // -------------------------------------------------------------------------------------- render
  // A one-scene loop keeps its layer: the key changes only when the item does.
  const showKey = playlist
    ? `${playlist.version}#${playlist.index}#${playlist.items.length > 1 ? playCount : 0}`
    : null;
  const showing: Showing | null = useMemo(
    () => (item && showKey ? { key: showKey, scene: item.scene, transition: item.transition } : null),
    [item, showKey],
  );

  const media = useCallback((url: string) => mediaMap.get(url) ?? url, [mediaMap]);
  const timezone = manifest?.timezone ?? DEFAULT_TIMEZONE;
  const times = commandTimes ? commandTimes.value : (manifest?.device.screenTimes ?? null);
  const off = screenOff(times, new Date(now), timezone);
  const portrait = manifest?.device.orientation === 'portrait';
  const rotate = portrait && window.innerWidth > window.innerHeight;

  useEffect(() => {
    document.title = manifest?.device.name ? `TV – ${manifest.device.name}` : 'TV';
  }, [manifest?.device.name]);

  return (
    <div
      ref={rootRef}
      className={rotate ? 'sg-rotate' : 'sg-full'}
      data-testid="signage-player"
      data-version={playingVersion ?? ''}
      data-online={online ? 'true' : 'false'}
      data-orientation={portrait ? 'portrait' : 'landscape'}
    >
      <Stage
        showing={showing}
        media={media}
        onFailed={onFailed}
        boards={boards}
        branchId={manifest?.device.branchId ?? null}
        idle={manifest?.device.name ?? ''}
      />
      {plan?.message && (
        <div className="sg-message" role="status">
          {plan.message}
        </div>
      )}
      {off && <div className="sg-off" data-testid="screen-off" />}
      {!online && <div className="sg-status" title="Keine Verbindung zum Server" />}
    </div>
  );
}
