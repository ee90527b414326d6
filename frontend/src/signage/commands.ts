// Commands from the back office (SignageDeviceCommand): each id runs once, even when the socket push,
// the 10-second poll and the heartbeat answer all deliver it; an expired command is refused.
import type { PlaybackOverride, ScreenTimes, SignageCommand, SignageDeviceCommand } from '@bestell/domain';

export type CommandEffect =
  | { kind: 'override'; override: PlaybackOverride | null }
  | { kind: 'reload' }
  | { kind: 'screenshot' }
  | { kind: 'screen-times'; screenTimes: ScreenTimes | null }
  /** Another command was aborted: it must not run (or, if it runs now, stop). */
  | { kind: 'abort'; commandId: string | null }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export function commandEffect(command: SignageDeviceCommand, now: number): CommandEffect {
  if ('abort' in command.payload) return { kind: 'abort', commandId: command.payload.abort };
  const payload = command.payload as SignageCommand & { expiresAt?: string };
  if (payload.expiresAt && Date.parse(payload.expiresAt) <= now) return { kind: 'expired' };
  const until = (minutes: number) => new Date(now + Math.max(1, minutes) * 60_000).toISOString();
  switch (payload.type) {
    case 'show-scene':
      return { kind: 'override', override: { sceneId: payload.scene.id, until: until(payload.minutes) } };
    case 'show-message':
      return { kind: 'override', override: { message: payload.text, until: until(payload.minutes) } };
    case 'back-to-schedule':
      return { kind: 'override', override: null };
    case 'reload':
      return { kind: 'reload' };
    case 'screenshot':
      return { kind: 'screenshot' };
    case 'screen-times':
      return { kind: 'screen-times', screenTimes: payload.screenTimes };
    default:
      return { kind: 'unknown' };
  }
}

/** Ids already run, newest last, bounded; kept in localStorage so a reload does not run them again. */
export class SeenCommands {
  private ids: string[];
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly key: string,
    private readonly limit = 100,
  ) {
    try {
      this.ids = (JSON.parse(storage.getItem(key) ?? '[]') as string[]).filter((id) => typeof id === 'string');
    } catch {
      this.ids = [];
    }
  }
  has(id: string): boolean {
    return this.ids.includes(id);
  }
  add(id: string): void {
    if (this.has(id)) return;
    this.ids = [...this.ids, id].slice(-this.limit);
    try {
      this.storage.setItem(this.key, JSON.stringify(this.ids));
    } catch {
      // Storage full: the in-memory list still dedups until the next reload.
    }
  }
}
