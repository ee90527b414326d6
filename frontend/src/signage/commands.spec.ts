import type { SignageDeviceCommand } from '@bestell/domain';
import { commandEffect, SeenCommands } from './commands';

const cmd = (payload: SignageDeviceCommand['payload']): SignageDeviceCommand => ({
  id: 'c1',
  type: 'signage',
  payload,
  issuedAt: '2026-01-01T00:00:00Z',
});
const now = Date.parse('2026-01-01T10:00:00Z');

describe('commandEffect', () => {
  it('turns show-scene and show-message into an override for N minutes', () => {
    expect(commandEffect(cmd({ type: 'show-scene', scene: { id: 's' }, minutes: 5 }), now)).toEqual({
      kind: 'override',
      override: { sceneId: 's', until: '2026-01-01T10:05:00.000Z' },
    });
    expect(commandEffect(cmd({ type: 'show-message', text: 'Hallo', minutes: 1 }), now)).toEqual({
      kind: 'override',
      override: { message: 'Hallo', until: '2026-01-01T10:01:00.000Z' },
    });
  });

  it('clears the override, reloads, takes screenshots and screen times', () => {
    expect(commandEffect(cmd({ type: 'back-to-schedule' }), now)).toEqual({ kind: 'override', override: null });
    expect(commandEffect(cmd({ type: 'reload' }), now).kind).toBe('reload');
    expect(commandEffect(cmd({ type: 'screenshot' }), now).kind).toBe('screenshot');
    expect(commandEffect(cmd({ type: 'screen-times', screenTimes: { on: '06:00', off: '20:00' } }), now)).toEqual({
      kind: 'screen-times',
      screenTimes: { on: '06:00', off: '20:00' },
    });
  });

  it('names the command an abort cancels', () => {
    expect(commandEffect(cmd({ abort: 'c0' }), now)).toEqual({ kind: 'abort', commandId: 'c0' });
  });

  it('refuses an expired command', () => {
    expect(commandEffect(cmd({ type: 'reload', expiresAt: '2026-01-01T09:59:59Z' }), now).kind).toBe('expired');
  });
});

describe('SeenCommands', () => {
  it('remembers ids across instances and keeps only the newest', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const seen = new SeenCommands(storage, 'k', 2);
    seen.add('a');
    seen.add('b');
    seen.add('c');
    const again = new SeenCommands(storage, 'k', 2);
    expect([again.has('a'), again.has('b'), again.has('c')]).toEqual([false, true, true]);
  });
});
