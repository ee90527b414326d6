// Demo signage (issue 19 item 8): one TV per demo branch, unpaired (pair it with the code its player page
// shows), playing a stream: the menu board of 'Brot & Gebäck' with prices and a promotion slide from an
// image template all day, and the pickup board in the afternoon window (14:00-18:00, higher priority).
import type { ScheduleEntry, SignageZone } from '@bestell/domain';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Branch, Category, hashApiKey, Product } from '../catalog/index.js';
import { Device } from '../devices/index.js';
import { ImageTemplate } from '../media/index.js';
import { Scene, SignageScreen, SignageSegment, SignageStream } from '../signage/index.js';
import { DEMO_IDS } from './demo-data.js';

export const DEMO_TV_IDENTIFIERS = { wien: 'tv-wien', graz: 'tv-graz' } as const;

const full = { x: 0, y: 0, width: 100, height: 100 };

/** The zones of the three demo scenes, given the ids they bind to. */
export function demoScenes(breadCategoryId: string, templateId: string, productId: string | null) {
  const menu: SignageZone[] = [
    {
      id: 'titel',
      kind: 'text',
      text: 'Brot & Gebäck – frisch aus der Backstube',
      x: 0,
      y: 0,
      width: 100,
      height: 12,
      fontSize: 6,
      color: '#ffffff',
      background: '#7a4a1e',
      align: 'center',
    },
    {
      id: 'karte',
      kind: 'menu-board',
      title: 'Brot & Gebäck',
      categories: [{ id: breadCategoryId }],
      showImages: true,
      soldOut: 'mark',
      columns: 2,
      x: 0,
      y: 12,
      width: 100,
      height: 80,
    },
    {
      id: 'ticker',
      kind: 'text',
      text: 'Jetzt online vorbestellen und in der Filiale abholen!',
      ticker: true,
      speed: 90,
      x: 0,
      y: 92,
      width: 100,
      height: 8,
      fontSize: 4,
      color: '#ffffff',
      background: '#333333',
    },
  ];
  const promotion: SignageZone[] = [
    {
      id: 'aktion',
      kind: 'image-template',
      imageTemplate: { id: templateId },
      product: productId ? { id: productId } : null,
      fit: 'contain',
      ...full,
    },
  ];
  const pickup: SignageZone[] = [
    {
      id: 'abholung',
      kind: 'pickup-board',
      readyMinutes: 10,
      showPreparing: true,
      announce: true,
      x: 0,
      y: 0,
      width: 60,
      height: 100,
    },
    {
      id: 'karte',
      kind: 'menu-board',
      title: 'Brot & Gebäck',
      categories: [{ id: breadCategoryId }],
      showImages: false,
      soldOut: 'hide',
      columns: 1,
      x: 60,
      y: 0,
      width: 40,
      height: 100,
    },
  ];
  return { menu, promotion, pickup };
}

/** Inserts the demo signage (inside the seed transaction, after the catalogue). */
export async function insertDemoSignage(em: EntityManager): Promise<void> {
  const bread = await em.getRepository(Category).findOneBy({ name: 'Brot & Gebäck' });
  if (!bread) return;
  const product = await em.getRepository(Product).findOne({ where: { name: 'Kaisersemmel' } });
  const template = await em.getRepository(ImageTemplate).save({
    identifier: 'tv-aktion',
    name: 'TV-Aktion',
    width: 1920,
    height: 1080,
    background: '#fff6e8',
    layers: [
      { type: 'rect', x: 0, y: 0, width: 1920, height: 180, color: '#7a4a1e' },
      {
        type: 'text',
        x: 80,
        y: 50,
        width: 1760,
        text: 'Aktion der Woche',
        font: 'Inter',
        size: 80,
        color: '#ffffff',
        weight: 'bold',
      },
      { type: 'image', x: 1000, y: 260, width: 820, height: 720, fit: 'cover', field: 'product.image' },
      {
        type: 'text',
        x: 80,
        y: 320,
        width: 860,
        text: '{name}',
        font: 'Roboto Slab',
        size: 110,
        color: '#3b2410',
        weight: 'bold',
      },
      {
        type: 'text',
        x: 80,
        y: 560,
        width: 860,
        text: 'nur {price}',
        font: 'Inter',
        size: 96,
        color: '#c0392b',
        weight: 'bold',
      },
      { type: 'text', x: 80, y: 760, width: 860, text: '{description}', font: 'Inter', size: 40, color: '#3b2410' },
    ],
  });
  const zones = demoScenes(bread.id, template.id, product?.id ?? null);
  const scenes = em.getRepository(Scene);
  const [menu, promotion, pickup] = await scenes.save([
    {
      name: 'Speisekarte Brot & Gebäck',
      path: '/demo/speisekarte',
      branch: null,
      orientation: 'landscape',
      background: '#1d1d1d',
      zones: zones.menu,
    },
    {
      name: 'Aktion der Woche',
      path: '/demo/aktion',
      branch: null,
      orientation: 'landscape',
      background: '#fff6e8',
      zones: zones.promotion,
    },
    {
      name: 'Abholung',
      path: '/demo/abholung',
      branch: null,
      orientation: 'landscape',
      background: '#101820',
      zones: zones.pickup,
    },
  ]);
  const segments = em.getRepository(SignageSegment);
  const [day, afternoon] = await segments.save([
    {
      name: 'Tagesprogramm',
      branch: null,
      items: [
        { scene: { id: menu!.id }, durationSeconds: 30, transition: 'fade' as const },
        { scene: { id: promotion!.id }, durationSeconds: 10, transition: 'fade' as const },
      ],
    },
    {
      name: 'Nachmittag mit Abholung',
      branch: null,
      items: [
        { scene: { id: pickup!.id }, durationSeconds: 40, transition: 'fade' as const },
        { scene: { id: promotion!.id }, durationSeconds: 10, transition: 'slide' as const },
      ],
    },
  ]);
  const entries: ScheduleEntry[] = [
    {
      id: 'ganztags',
      segment: { id: day!.id },
      dateFrom: null,
      dateTo: null,
      weekdays: [],
      from: '06:00',
      to: '22:00',
      priority: 0,
    },
    {
      id: 'nachmittag',
      segment: { id: afternoon!.id },
      dateFrom: null,
      dateTo: null,
      weekdays: [],
      from: '14:00',
      to: '18:00',
      priority: 10,
    },
  ];
  const stream = await em
    .getRepository(SignageStream)
    .save({ name: 'Filial-TV', branch: null, entries, takeovers: [], fallbackSegment: day! });
  for (const [key, branchId] of [
    ['wien', DEMO_IDS.branchWien],
    ['graz', DEMO_IDS.branchGraz],
  ] as const) {
    const branch = await em.getRepository(Branch).findOneBy({ id: branchId });
    if (!branch) continue;
    // Unpaired: the token nobody knows is replaced when staff enter the code the TV shows.
    const device = await em.getRepository(Device).save({
      identifier: DEMO_TV_IDENTIFIERS[key],
      type: 'signage' as const,
      name: `TV ${branch.name}`,
      branch,
      tokenHash: hashApiKey(randomBytes(24).toString('base64url')),
    });
    await em.getRepository(SignageScreen).save({ id: device.id, device, stream, orientation: 'landscape' as const });
  }
}
