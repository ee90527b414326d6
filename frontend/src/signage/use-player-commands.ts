// Back-office commands to the TV (issue 19): over the socket (acknowledged there) or, while it is down,
// from the 10-second poll and heartbeat answers (acknowledged over HTTP); each command runs once.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  SIGNAGE_EVENTS,
  SIGNAGE_POLL_SECONDS,
  type PickupBoardEvent,
  type PlaybackOverride,
  type ScreenTimes,
  type SignageDeviceCommand,
} from '@bestell/domain';
import { openSocket } from '../shared/realtime/socket';
import { commandEffect, SeenCommands } from './commands';
import { pickupHub } from './pickup-source';
import { screenshotDataUrl } from './screenshot';
import { playerApi } from './signage-api';
import { keys, readJson, writeJson } from './storage';
import type { PlayerLatest } from './use-player-manifest';

interface PlayerSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export interface PlayerCommandsOptions {
  deviceId: string;
  token: string;
  latest: RefObject<PlayerLatest>;
  rootRef: RefObject<HTMLDivElement | null>;
  setOnline: (online: boolean) => void;
  fetchManifest: () => Promise<void>;
  fetchBoards: () => Promise<void>;
}

export function usePlayerCommands(options: PlayerCommandsOptions) {
  const { deviceId, token, latest, rootRef, setOnline, fetchManifest, fetchBoards } = options;
  // The override carries the id of the command that set it, so an abort of that command can end it.
  const [override, setOverride] = useState<(PlaybackOverride & { commandId?: string }) | null>(() =>
    readJson(keys.override(deviceId)),
  );
  const [commandTimes, setCommandTimes] = useState<{ value: ScreenTimes | null } | null>(() =>
    readJson(keys.screenTimes(deviceId)),
  );
  const seen = useMemo(() => new SeenCommands(localStorage, keys.commands(deviceId)), [deviceId]);

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
    [deviceId, seen, latest, rootRef],
  );

  /** Commands from the poll or a heartbeat answer: acknowledged over HTTP. */
  const runPolled = useCallback(
    async (commands: SignageDeviceCommand[]) => {
      for (const command of commands) {
        const result = await runCommand(command);
        await playerApi.ack(latest.current.token, command.id, result.ok, result.error).catch(() => undefined);
      }
    },
    [runCommand, latest],
  );

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
  }, [deviceId, token, fetchManifest, fetchBoards, runCommand, latest, setOnline]);

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
  }, [runPolled, latest]);

  return { override, commandTimes, runPolled };
}
