// Issue 40 item 8 in the browser, against the BUILT app (project 'storefront'): the map plugin's maps.
// A tile server of this file's own (a style JSON and generated raster tiles on 127.0.0.1) stands in for the
// map host, so nothing reaches the internet. Before consent the home page shows the placeholder and nothing
// of the map host or MapLibre loads; 'Karte anzeigen' loads them: the branch map in the configured 3D view
// (pitch 55, bearing -85) with a marker per branch linking to its directions, and a content site's partner
// map (pitch 20) with markers only for partners with both coordinates. Screenshots at 390x844 and 1280x800.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { shoot } from './support/page-checks.js';
import type { Json } from './support/server.js';
import { expect, test } from './support/test.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// WebGL for MapLibre: the project's browser runs with --disable-gpu; this file's gets SwiftShader instead.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'],
  },
});

interface TileHost {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/** The map host: /style.json (a raster source) and /tiles/{z}/{x}/{y}.png, one generated tile for all. */
async function startTileHost(): Promise<TileHost> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c1' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 128H256M128 0V256" stroke="#8aa37b" stroke-width="6"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const requests: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (req.url === '/style.json') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          version: 8,
          name: 'E2E Kacheln',
          sources: {
            local: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 19 },
          },
          layers: [
            { id: 'background', type: 'background', paint: { 'background-color': '#ece8e1' } },
            { id: 'tiles', type: 'raster', source: 'local' },
          ],
        }),
      );
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { ...headers, 'Content-Type': 'image/png' });
      res.end(tile);
    } else {
      res.writeHead(404, headers);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('the map plugin: placeholder before consent, then the branch map in 3D and the partner map', async ({
  page,
  app: { base },
  admin,
}) => {
  const host = await startTileHost();
  const mapChunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/map-view-/.test(req.url())) mapChunks.push(req.url());
  });
  const branches: Json[] = await admin.get('/api/branches');
  const located = branches.filter((b) => b.isPublic && b.latitude && b.longitude);
  expect(located.length, 'demo branches with coordinates').toBeGreaterThanOrEqual(2);
  await admin.post('/api/config', {
    enablePluginHomePage: true,
    enablePluginMapbox: true,
    mapStyle: `${host.origin}/style.json`,
    mapboxZoom: 19,
    mapboxPitch: 55,
    mapboxBearing: -85,
  });
  const site: Json = await admin.post('/api/sites', {
    path: 'e2e-partner',
    type: 'default',
    name: 'Unsere Partner',
    isPublic: true,
    content: {
      body: [
        {
          type: 'map_partner',
          data: {
            title: 'Unsere Partner',
            partners: [
              { name: 'Mühle Aichinger', link: 'https://example.at', latitude: 48.3069, longitude: 14.2858 },
              { name: 'Hof Berger', latitude: 47.8095, longitude: 13.055 },
              { name: 'Imkerei ohne Ort' },
            ],
          },
        },
      ],
    },
  });
  try {
    await page.goto(`${base}/`);
    const placeholder = page.locator('[data-map-placeholder="branch"]');
    await expect(placeholder).toContainText('Die Karte wird erst geladen, wenn Sie Cookies zustimmen.');
    // The addresses with their directions links are there without the map.
    for (const branch of located)
      await expect(page.getByRole('link', { name: `Route zu ${branch.name}` })).toBeVisible();
    expect(host.requests, 'the map host before consent').toEqual([]);
    expect(mapChunks, 'MapLibre before consent').toEqual([]);
    await shoot(page, 'polish-map-placeholder', SIZES);

    await placeholder.getByRole('button', { name: 'Karte anzeigen' }).click();
    const map = page.getByRole('region', { name: 'Karte: Standorte' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map).toHaveAttribute('data-pitch', '55');
    await expect(map).toHaveAttribute('data-bearing', '-85');
    expect(Number(await map.getAttribute('data-zoom'))).toBeLessThanOrEqual(19);
    expect(host.requests).toContain('/style.json');
    expect(host.requests.some((url) => url.startsWith('/tiles/'))).toBe(true);
    expect(mapChunks.length).toBeGreaterThan(0);
    for (const branch of located) {
      const marker = map.getByRole('link', { name: `Route zu ${branch.name} (öffnet in neuem Tab)` });
      await expect(marker).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${Number(branch.latitude)},${Number(branch.longitude)}`,
      );
    }
    await shoot(page, 'polish-map-branches', SIZES);

    // Consent given once holds on the next page: the partner map draws at once, two of three partners.
    await page.goto(`${base}/e2e-partner`);
    const partners = page.getByRole('region', { name: 'Karte: Unsere Partner' });
    await expect(partners.locator('canvas')).toBeVisible();
    await expect(partners).toHaveAttribute('data-pitch', '20');
    await expect(partners.locator('a.sf-map__marker')).toHaveCount(2);
    await expect(partners.getByRole('link', { name: /Mühle Aichinger/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=48.3069,14.2858',
    );
    await expect(page.getByText('Imkerei ohne Ort')).toBeVisible();
    await shoot(page, 'polish-map-partners', SIZES);
  } finally {
    await admin.post('/api/config', { enablePluginHomePage: false, enablePluginMapbox: false, mapStyle: '' });
    await admin.put(`/api/sites/${site.id}`, { isPublic: false });
    await host.close();
  }
});
