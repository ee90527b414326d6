import type { PlayerManifest, ResolvedScene } from '@bestell/domain';
import { planFor, screenOff } from './plan';

const scene = (id: string): ResolvedScene => ({
  id,
  name: id,
  path: `/${id}`,
  branch: null,
  orientation: 'landscape',
  background: '#000',
  zones: [],
  updatedAt: '2026-01-01T00:00:00Z',
});

const manifest: PlayerManifest = {
  version: 'v1',
  generatedAt: '2026-01-01T00:00:00Z',
  device: { id: 'd', name: 'TV', branchId: 'b', orientation: 'landscape', screenTimes: null, segment: null },
  timezone: 'Europe/Vienna',
  stream: {
    entries: [
      {
        id: 'e1',
        segment: { id: 'morning' },
        dateFrom: null,
        dateTo: null,
        weekdays: [],
        from: '06:00',
        to: '11:00',
        priority: 1,
      },
    ],
    takeovers: [],
    fallbackSegment: { id: 'all-day' },
  } as unknown as PlayerManifest['stream'],
  segments: {
    morning: {
      id: 'morning',
      name: 'Morgen',
      branch: null,
      updatedAt: '',
      items: [
        { scene: { id: 'menu' }, durationSeconds: 10, transition: 'fade' },
        { scene: { id: 'missing' }, durationSeconds: 5, transition: 'fade' },
        { scene: { id: 'promo' }, durationSeconds: 8, transition: 'none' },
      ],
    },
    'all-day': {
      id: 'all-day',
      name: 'Tag',
      branch: null,
      updatedAt: '',
      items: [{ scene: { id: 'promo' }, durationSeconds: 20, transition: 'fade' }],
    },
  },
  scenes: { menu: scene('menu'), promo: scene('promo') },
  media: [],
};

// 08:00 and 14:00 in Vienna (winter, UTC+1).
const morning = new Date('2026-01-14T07:00:00Z');
const afternoon = new Date('2026-01-14T13:00:00Z');

describe('planFor', () => {
  it('plays the winning schedule entry, skipping scenes the manifest lacks', () => {
    const plan = planFor(manifest, morning, null);
    expect(plan.key).toBe('v1:schedule:morning');
    expect(plan.items.map((i) => [i.scene.id, i.durationMs, i.transition])).toEqual([
      ['menu', 10_000, 'fade'],
      ['promo', 8_000, 'none'],
    ]);
    expect(plan.immediate).toBe(false);
  });

  it('falls back outside the windows', () => {
    expect(planFor(manifest, afternoon, null).key).toBe('v1:fallback:all-day');
  });

  it('a show-scene command plays its scene at once', () => {
    const plan = planFor(manifest, afternoon, { sceneId: 'menu', until: '2026-01-14T13:05:00Z' });
    expect(plan.immediate).toBe(true);
    expect(plan.items.map((i) => i.scene.id)).toEqual(['menu']);
  });

  it('a message shows over the schedule', () => {
    const plan = planFor(manifest, morning, { message: 'Heute bis 14 Uhr', until: '2026-01-14T08:00:00Z' });
    expect(plan.message).toBe('Heute bis 14 Uhr');
    expect(plan.key).toBe('v1:schedule:morning');
  });

  it('an expired command no longer counts', () => {
    expect(planFor(manifest, afternoon, { sceneId: 'menu', until: '2026-01-14T12:00:00Z' }).key).toBe(
      'v1:fallback:all-day',
    );
  });
});

describe('screenOff', () => {
  it('is off outside the on/off times, in the branch zone, also across midnight', () => {
    expect(screenOff({ on: '06:00', off: '20:00' }, morning, 'Europe/Vienna')).toBe(false);
    expect(screenOff({ on: '09:00', off: '20:00' }, morning, 'Europe/Vienna')).toBe(true);
    expect(screenOff({ on: '18:00', off: '02:00' }, new Date('2026-01-14T23:30:00Z'), 'Europe/Vienna')).toBe(false);
    expect(screenOff({ on: '18:00', off: '02:00' }, afternoon, 'Europe/Vienna')).toBe(true);
    expect(screenOff(null, afternoon, 'Europe/Vienna')).toBe(false);
  });
});
