// The paired TV: plays the manifest's scenes as resolvePlayback decides, caches every medium before a
// version may play, swaps versions at the loop boundary, keeps playing the last good version while the
// server is unreachable (retries 30 s, 60 s, 120 s, then every 120 s), sends a heartbeat every 30 s and
// runs back-office commands (acknowledged by id, each once).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_TIMEZONE,
  SIGNAGE_EVENTS,
  SIGNAGE_HEARTBEAT_SECONDS,
  SIGNAGE_POLL_SECONDS,
  type MenuBoardsAnswer,
  type PickupBoardEvent,
  type PlaybackOverride,
  type PlayerManifest,
  type ScreenTimes,
  type SignageDeviceCommand,
} from '@bestell/domain';
import { openSocket } from '../shared/realtime/socket';
import { commandEffect, SeenCommands } from './commands';
import { cacheStore } from './media-cache';
import { isSkipped, recordFailure, recordSuccess, type MediaHealth } from './media-backoff';
import { pickupHub } from './pickup-source';
import { planFor, screenOff } from './plan';
import { advance, currentItem, offerVersion, startPlaylist, type Playlist } from './playlist';
import { sceneMedia, type LiveMenus, type PlayItem } from './player-types';
import { retryDelayMs } from './retry-schedule';
import { screenshotDataUrl } from './screenshot';
import { HttpError, playerApi } from './signage-api';
import { Stage, type Showing } from './Stage';
import { keys, readJson, writeJson } from './storage';
import { useTick } from './use-tick';

const PLAYER_VERSION = '1.0.0';
const store = cacheStore();
const started = Date.now();

interface PlayerSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export function Player({ deviceId, token, onUnpaired }: { deviceId: string; token: string; onUnpaired: () => void }) {
  // The manifest whose media are all cached: the newest version allowed to play.
  const [manifest, setManifest] = useState<PlayerManifest | null>(() => readJson(keys.manifest(deviceId)));
  const [boards, setBoards] = useState<LiveMenus>(() => readJson<LiveMenus>(keys.boards(deviceId)) ?? {});
  // The override carries the id of the command that set it, so an abort of that command can end it.
  const [override, setOverride] = useState<(PlaybackOverride & { commandId?: string }) | null>(() =>
    readJson(keys.override(deviceId)),
  );
  const [commandTimes, setCommandTimes] = useState<{ value: ScreenTimes | null } | null>(() =>
    readJson(keys.screenTimes(deviceId)),
  );
  const [health, setHealth] = useState<MediaHealth>({});
  const [playlist, setPlaylist] = useState<Playlist<PlayItem> | null>(null);
  const [playCount, setPlayCount] = useState(0);
  const [mediaMap, setMediaMap] = useState<ReadonlyMap<string, string>>(new Map());
  const [online, setOnline] = useState(true);
  const now = useTick(1_000);
  const rootRef = useRef<HTMLDivElement>(null);

  const latest = useRef({ manifest, playlist, health, token, boardsVersion: '' });
  latest.current = { ...latest.current, manifest, playlist, health, token };
  const seen = useMemo(() => new SeenCommands(localStorage, keys.commands(deviceId)), [deviceId]);

  // ------------------------------------------------------------------------------------ manifest
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
    [deviceId],
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
  }, [adopt, onUnpaired]);

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
  }, [deviceId]);

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
  }, []);

  useEffect(() => {
    void fetchManifest();
    void fetchBoards();
    return () => window.clearTimeout(retryTimer.current);
  }, [fetchManifest, fetchBoards]);

  // ------------------------------------------------------------------------------------ commands
  const runCommand = useCallback(
    async (command: SignageDeviceCommand): Promise<{ ok: boolean; error?: string }> => {
      if (seen.has(command.id)) return { ok: true };
      seen.add(command.id);
      const effect = commandEffect(command, Date.now());
      switch (effect.kind) {
        case 'override': {
          const next = effect.override ? { ...effect.override, commandId: command.id } : null;
          writeJson(keys.override(deviceId), next);
          setOverride(next);
          return { ok: true };
        }
        case 'abort':
          if (effect.commandId) {
            seen.add(effect.commandId);
            setOverride((current) => {
              if (current?.commandId !== effect.commandId) return current;
              writeJson(keys.override(deviceId), null);
              return null;
            });
          }
          return { ok: true };
        case 'screen-times':
          writeJson(keys.screenTimes(deviceId), { value: effect.screenTimes });
          setCommandTimes({ value: effect.screenTimes });
          return { ok: true };
        case 'reload':
          window.setTimeout(() => window.location.reload(), 300);
          return { ok: true };
        case 'screenshot':
          try {
            await playerApi.screenshot(latest.current.token, screenshotDataUrl(rootRef.current!));
            return { ok: true };
          } catch {
            return { ok: false, error: 'Screenshot konnte nicht hochgeladen werden.' };
          }
        case 'expired':
          return { ok: false, error: 'Befehl abgelaufen.' };
        default:
          return { ok: false, error: 'Unbekannter Befehl.' };
      }
    },
    [deviceId, seen],
  );

  /** Commands from the poll or a heartbeat answer: acknowledged over HTTP. */
  const runPolled = useCallback(
    async (commands: SignageDeviceCommand[]) => {
      for (const command of commands) {
        const result = await runCommand(command);
        await playerApi.ack(latest.current.token, command.id, result.ok, result.error).catch(() => undefined);
      }
    },
    [runCommand],
  );

  // -------------------------------------------------------------------------------------- socket
  const socketRef = useRef<PlayerSocket | null>(null);
  useEffect(() => {
    const socket = openSocket({ deviceId, token }) as PlayerSocket;
    socketRef.current = socket;
    socket.on('connect', () => {
      setOnline(true);
      void fetchManifest();
      void fetchBoards();
      pickupHub.refresh();
    });
    socket.on(SIGNAGE_EVENTS.command, (command: SignageDeviceCommand, ack?: (r: { ok: boolean }) => void) => {
      void runCommand(command).then((result) => {
        if (ack) ack({ ok: result.ok });
        else void playerApi.ack(latest.current.token, command.id, result.ok, result.error).catch(() => undefined);
      });
    });
    socket.on(SIGNAGE_EVENTS.manifestChanged, () => void fetchManifest());
    socket.on(SIGNAGE_EVENTS.menuBoardChanged, () => void fetchBoards());
    socket.on(SIGNAGE_EVENTS.pickupUpdated, (event: PickupBoardEvent) => pickupHub.publish(event));
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [deviceId, token, fetchManifest, fetchBoards, runCommand]);

  // The 10-second command poll while the socket is down.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (socketRef.current?.connected) return;
      playerApi
        .commands(latest.current.token)
        .then((commands) => runPolled(commands))
        .catch(() => undefined);
    }, SIGNAGE_POLL_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [runPolled]);

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

  // ------------------------------------------------------------------------------------ heartbeat
  const heartbeatState = useRef({ plan, item, index: playlist?.index ?? 0, since: new Date().toISOString() });
  useEffect(() => {
    heartbeatState.current = {
      plan,
      item,
      index: playlist?.index ?? 0,
      since: item === heartbeatState.current.item ? heartbeatState.current.since : new Date().toISOString(),
    };
  }, [plan, item, playlist?.index]);

  const playingVersion = playlist?.version.split(':')[0] ?? null;
  const versionRef = useRef(playingVersion);
  versionRef.current = playingVersion;

  const beatRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    const beat = async () => {
      const { plan: p, item: i, index, since } = heartbeatState.current;
      try {
        const answer = await playerApi.heartbeat(latest.current.token, {
          version: versionRef.current,
          currentItem: p
            ? {
                source: p.resolution.source,
                segmentId: p.resolution.segmentId,
                sceneId: i?.scene.id ?? null,
                index,
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
  }, [fetchManifest, runPolled, onUnpaired]);

  // The back office's "läuft gerade" should not wait for the next beat: report a new item (or version)
  // a second after it starts; the regular beat goes on every 30 s.
  const reportKey = `${playingVersion ?? ''}|${plan?.resolution.source ?? ''}|${item?.scene.id ?? ''}`;
  useEffect(() => {
    const timer = window.setTimeout(() => void beatRef.current(), 1_000);
    return () => window.clearTimeout(timer);
  }, [reportKey]);

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
