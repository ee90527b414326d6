import type { SignageZone } from '@bestell/domain';
import { formZoneToZone, sceneToBody, sceneToForm, zoneToForm } from './scene-config';

const zones: SignageZone[] = [
  { id: 'z1', kind: 'image', x: 0, y: 0, width: 50, height: 100, image: { id: 'img' } },
  {
    id: 'z2',
    kind: 'menu-board',
    x: 50,
    y: 0,
    width: 50,
    height: 100,
    title: 'Brot & Gebäck',
    categories: [{ id: 'c1' }],
    products: [{ id: 'p1' }],
    soldOut: 'mark',
    showImages: true,
  },
  {
    id: 'z3',
    kind: 'pickup-board',
    x: 0,
    y: 80,
    width: 100,
    height: 20,
    readyMinutes: 5,
    showPreparing: true,
    announce: true,
  },
  { id: 'z4', kind: 'text', x: 0, y: 0, width: 100, height: 10, text: 'Frisch', ticker: true },
];

describe('scene form mapping', () => {
  it('round-trips zones through the form', () => {
    for (const zone of zones) {
      expect(formZoneToZone(zoneToForm(zone))).toMatchObject(zone);
    }
  });

  it('writes refs, null branch and the zones of a scene', () => {
    const form = sceneToForm({
      id: 's',
      name: 'Frühstück',
      path: '/fruehstueck',
      branch: { id: 'b1' },
      orientation: 'portrait',
      background: '#000000',
      zones,
    });
    expect(form.branch).toBe('b1');
    expect((form.zones as Record<string, unknown>[])[1]!.categoryIds).toEqual(['c1']);
    const body = sceneToBody({ ...form, branch: undefined });
    expect(body).toMatchObject({ name: 'Frühstück', path: '/fruehstueck', branch: null, orientation: 'portrait' });
    expect((body.zones as SignageZone[]).map((z) => z.kind)).toEqual(['image', 'menu-board', 'pickup-board', 'text']);
  });
});
