import { z } from 'zod';
import {
  DEFAULT_TIMEZONE,
  type HeartbeatAnswer,
  type MenuBoardData,
  type MenuBoardsAnswer,
  type PickupBoardSnapshot,
  type PlaybackResolution,
  type PlayerManifest,
  type SceneView,
  type SegmentView,
  SIGNAGE_ORIENTATIONS,
  SIGNAGE_TRANSITIONS,
  type SignageDeviceCommand,
  type SignageDeviceView,
  type SignageZone,
  type StreamView,
} from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { pairingRequestView, pairingStatusView } from '../devices/index.js';
import { commandSchema } from './signage.schemas.js';

// Route contracts of /api/signage and /api/digital-signage-devices, and the views of the four signage
// resources (issue 22). Each view schema is checked against its domain type in domain/src/signage.

/** Both directions assignable: the domain's zones are intersections, which `Equals` tells apart from objects. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const instant = z.iso.datetime({ offset: true });
const fit = z.enum(['cover', 'contain']).optional();
const zoneBase = {
  id: z.string(),
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  z: z.number().int().optional(),
};
const zoneShapes = [
  { kind: z.literal('image'), image: refView, fit },
  { kind: z.literal('video'), upload: refView, fit },
  {
    kind: z.literal('text'),
    text: z.string(),
    ticker: z.boolean().optional(),
    speed: z.number().optional(),
    fontSize: z.number().optional(),
    color: z.string().optional(),
    background: z.string().optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
  },
  { kind: z.literal('image-template'), imageTemplate: refView, product: refView.nullable().optional(), fit },
  { kind: z.literal('web-page'), url: z.string(), refreshSeconds: z.number().int().optional() },
  {
    kind: z.literal('menu-board'),
    title: z.string().optional(),
    categories: z.array(refView),
    products: z.array(refView).optional(),
    showImages: z.boolean().optional(),
    soldOut: z.enum(['mark', 'hide']).optional(),
    columns: z.number().int().optional(),
  },
  {
    kind: z.literal('pickup-board'),
    readyMinutes: z.number().int().optional(),
    showPreparing: z.boolean().optional(),
    announce: z.boolean().optional(),
  },
] as const;
const [imageZ, videoZ, textZ, templateZ, webZ, menuZ, pickupZ] = zoneShapes;
const zoneView = z
  .discriminatedUnion('kind', [
    z.strictObject({ ...zoneBase, ...imageZ }),
    z.strictObject({ ...zoneBase, ...videoZ }),
    z.strictObject({ ...zoneBase, ...textZ }),
    z.strictObject({ ...zoneBase, ...templateZ }),
    z.strictObject({ ...zoneBase, ...webZ }),
    z.strictObject({ ...zoneBase, ...menuZ }),
    z.strictObject({ ...zoneBase, ...pickupZ }),
  ])
  .meta({ id: 'SignageZone', description: 'A zone of a scene; position and size in percent of the screen.' });
assertSameShape<Mutual<z.output<typeof zoneView>, SignageZone>, true>(true);

/** The manifest's zones carry the media URL to load (`src`). */
const src = { src: z.string().nullable().optional() };
const resolvedZoneView = z
  .discriminatedUnion('kind', [
    z.strictObject({ ...zoneBase, ...imageZ, ...src }),
    z.strictObject({ ...zoneBase, ...videoZ, ...src }),
    z.strictObject({ ...zoneBase, ...textZ, ...src }),
    z.strictObject({ ...zoneBase, ...templateZ, ...src }),
    z.strictObject({ ...zoneBase, ...webZ, ...src }),
    z.strictObject({ ...zoneBase, ...menuZ, ...src }),
    z.strictObject({ ...zoneBase, ...pickupZ, ...src }),
  ])
  .meta({ id: 'ResolvedZone' });

const sceneShape = {
  id: z.uuid(),
  name: z.string(),
  path: z.string().meta({ example: '/fruehstueck' }),
  branch: refView.nullable(),
  orientation: z.enum(SIGNAGE_ORIENTATIONS),
  background: z.string(),
  zones: z.array(zoneView),
  updatedAt: instant,
};
export const sceneViewSchema = z.strictObject(sceneShape).meta({ id: 'Scene' });
assertSameShape<Mutual<z.output<typeof sceneViewSchema>, SceneView>, true>(true);
const resolvedScene = z.strictObject({ ...sceneShape, zones: z.array(resolvedZoneView) }).meta({ id: 'ResolvedScene' });

export const segmentViewSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    branch: refView.nullable(),
    items: z.array(
      z.strictObject({ scene: refView, durationSeconds: z.number().int(), transition: z.enum(SIGNAGE_TRANSITIONS) }),
    ),
    updatedAt: instant,
  })
  .meta({ id: 'SignageSegment' });
assertSameShape<z.output<typeof segmentViewSchema>, SegmentView>(true);

const weekday = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const streamViewSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    branch: refView.nullable(),
    entries: z.array(
      z.strictObject({
        id: z.string(),
        segment: refView,
        dateFrom: z.iso.date().nullable(),
        dateTo: z.iso.date().nullable(),
        weekdays: z.array(weekday),
        from: z.string().meta({ example: '06:00' }),
        to: z.string().meta({ example: '24:00' }),
        priority: z.number().int(),
      }),
    ),
    takeovers: z.array(
      z.strictObject({ id: z.string(), name: z.string(), segment: refView, startsAt: instant, endsAt: instant }),
    ),
    fallbackSegment: refView.nullable(),
    updatedAt: instant,
  })
  .meta({ id: 'SignageStream' });
assertSameShape<z.output<typeof streamViewSchema>, StreamView>(true);

const playbackSource = z.enum(['override', 'takeover', 'schedule', 'device', 'fallback', 'none']);
const screenTimes = z.strictObject({ on: z.string(), off: z.string() }).meta({ id: 'ScreenTimes' });

const expiresAt = instant.optional();
const signageCommandView = z
  .strictObject({
    id: z.string(),
    type: z.literal('signage'),
    payload: z.union([
      // Each command as stored: the command plus its expiry (timed ones).
      z.strictObject({ type: z.literal('show-scene'), scene: refView, minutes: z.number().int(), expiresAt }),
      z.strictObject({ type: z.literal('back-to-schedule'), expiresAt }),
      z.strictObject({ type: z.literal('reload'), expiresAt }),
      z.strictObject({ type: z.literal('show-message'), text: z.string(), minutes: z.number().int(), expiresAt }),
      z.strictObject({ type: z.literal('screenshot'), expiresAt }),
      z.strictObject({ type: z.literal('screen-times'), screenTimes: screenTimes.nullable(), expiresAt }),
      z.strictObject({ abort: z.string().nullable() }),
    ]),
    issuedAt: instant,
  })
  .meta({ id: 'SignageDeviceCommand' });
assertSameShape<Mutual<z.output<typeof signageCommandView>, SignageDeviceCommand>, true>(true);

export const signageDeviceViewSchema = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string(),
    name: z.string(),
    branch: refView,
    stream: refView.nullable(),
    segment: refView.nullable(),
    orientation: z.enum(SIGNAGE_ORIENTATIONS),
    screenTimes: screenTimes.nullable(),
    paired: z.boolean(),
    online: z.boolean(),
    lastHeartbeatAt: instant.nullable(),
    currentItem: z
      .strictObject({
        source: playbackSource,
        segmentId: z.string().nullable(),
        sceneId: z.string().nullable(),
        index: z.number().int().optional(),
        since: z.string().optional(),
      })
      .nullable(),
    contentVersion: z.string().nullable(),
    latestVersion: z.string().nullable(),
    playerVersion: z.string().nullable(),
    uptimeSeconds: z.number().nullable(),
    screenshotUrl: z.string().nullable(),
    screenshotAt: instant.nullable(),
    pendingCommand: signageCommandView.nullable(),
    commandState: z.enum(['none', 'pending', 'acknowledged', 'aborted', 'failed']),
  })
  .meta({ id: 'SignageDevice', description: 'A TV: its device row plus its signage settings and state.' });
assertSameShape<Mutual<z.output<typeof signageDeviceViewSchema>, SignageDeviceView>, true>(true);

const playbackView = z
  .strictObject({
    source: playbackSource,
    segmentId: z.string().nullable(),
    sceneId: z.string().nullable(),
    message: z.string().nullable(),
    entryId: z.string().nullable(),
    takeoverId: z.string().nullable(),
  })
  .meta({ id: 'PlaybackResolution' });
assertSameShape<z.output<typeof playbackView>, PlaybackResolution>(true);

const manifestView = z
  .strictObject({
    version: z.string(),
    generatedAt: instant,
    device: z.strictObject({
      id: z.uuid(),
      name: z.string(),
      branchId: z.uuid(),
      orientation: z.enum(SIGNAGE_ORIENTATIONS),
      screenTimes: screenTimes.nullable(),
      segment: refView.nullable(),
    }),
    timezone: z.string().meta({ example: DEFAULT_TIMEZONE }),
    stream: streamViewSchema.nullable(),
    segments: z.record(z.string(), segmentViewSchema),
    scenes: z.record(z.string(), resolvedScene),
    media: z.array(z.string()),
  })
  .meta({ id: 'PlayerManifest', description: 'Everything a TV needs to play offline; `version` hashes it.' });
assertSameShape<Mutual<z.output<typeof manifestView>, PlayerManifest>, true>(true);

const menuBoardData = z
  .strictObject({
    branchId: z.uuid(),
    categories: z.array(
      z.strictObject({
        categoryId: z.string().nullable(),
        name: z.string(),
        items: z.array(
          z.strictObject({
            productId: z.string(),
            name: z.string(),
            description: z.string(),
            price: z.string().nullable(),
            priceText: z.string().nullable().meta({ example: '1,20 €' }),
            unit: z.string().nullable(),
            imageUrl: z.string().nullable(),
            soldOut: z.boolean(),
            unavailable: z.boolean(),
          }),
        ),
      }),
    ),
    generatedAt: instant,
  })
  .meta({ id: 'MenuBoardData' });
assertSameShape<z.output<typeof menuBoardData>, MenuBoardData>(true);
const menuBoardsView = z.strictObject({ version: z.string(), boards: z.record(z.string(), menuBoardData) });
assertSameShape<z.output<typeof menuBoardsView>, MenuBoardsAnswer>(true);

const pickupTicket = z.strictObject({ number: z.string(), readyAt: instant.nullable() });
const pickupBoardView = z
  .strictObject({
    branchId: z.uuid(),
    preparing: z.array(pickupTicket),
    ready: z.array(pickupTicket),
    readyMinutes: z.number().int(),
    generatedAt: instant,
  })
  .meta({ id: 'PickupBoardSnapshot' });
assertSameShape<z.output<typeof pickupBoardView>, PickupBoardSnapshot>(true);

const heartbeatAnswer = z.strictObject({ latestVersion: z.string(), commands: z.array(signageCommandView) });
assertSameShape<Mutual<z.output<typeof heartbeatAnswer>, HeartbeatAnswer>, true>(true);

// --- request schemas ----------------------------------------------------------------------------------

export const heartbeatSchema = z.strictObject({
  version: z.string().max(64).nullable(),
  currentItem: z
    .strictObject({
      source: playbackSource,
      segmentId: z.string().max(40).nullable(),
      sceneId: z.string().max(40).nullable(),
      index: z.number().int().min(0).max(1000).optional(),
      since: z.string().max(40).optional(),
    })
    .nullable(),
  uptimeSeconds: z.number().min(0).max(1e9),
  playerVersion: z.string().max(40).optional(),
});
const idList = z
  .string()
  .max(4000)
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : []))
  .pipe(z.array(z.uuid()));

// --- routes -------------------------------------------------------------------------------------------

const PLAYER = ['signage'];
const DEVICES = ['digital-signage-devices'];
const TOKEN = ['deviceToken'] as const;
const idParam = z.strictObject({ id: z.uuid() });

export const SIGNAGE_PLAYER_ROUTES = {
  requestPairing: defineRoute({
    tags: PLAYER,
    summary: 'A TV asks for a pairing code to show (public)',
    responses: { 201: pairingRequestView },
  }),
  pairingStatus: defineRoute({
    tags: PLAYER,
    summary: 'Poll a pairing request with its secret (public; the token comes once)',
    params: idParam,
    query: z.object({ secret: z.string().max(100) }),
    responses: { 200: pairingStatusView },
    errors: [404],
  }),
  manifest: defineRoute({
    tags: PLAYER,
    summary: "The TV's manifest (304 when If-None-Match names the current version)",
    security: [...TOKEN],
    headers: { 'If-None-Match': { description: 'The ETag of the manifest the TV has' } },
    responses: { 200: manifestView, 304: { description: 'Not Modified', headers: ['ETag'] } },
    responseHeaders: { ETag: 'The manifest version, quoted' },
    errors: [401],
  }),
  heartbeat: defineRoute({
    tags: PLAYER,
    summary: 'What the TV plays (every 30 s); answers the latest version and open commands',
    security: [...TOKEN],
    body: heartbeatSchema,
    responses: { 200: heartbeatAnswer },
    errors: [401],
  }),
  commands: defineRoute({
    tags: PLAYER,
    summary: 'Open commands of the TV (10-second poll)',
    security: [...TOKEN],
    responses: { 200: z.strictObject({ commands: z.array(signageCommandView) }) },
    errors: [401],
  }),
  ack: defineRoute({
    tags: PLAYER,
    summary: 'Acknowledge a command (`ok: false` leaves it open)',
    security: [...TOKEN],
    params: z.strictObject({ commandId: z.uuid() }),
    body: z.object({ ok: z.boolean().optional(), error: z.string().max(500).optional() }),
    responses: { 204: { description: 'No Content' } },
    errors: [401, 404],
  }),
  screenshot: defineRoute({
    tags: PLAYER,
    summary: 'Upload a screenshot (data URL: png, jpeg or webp)',
    security: [...TOKEN],
    body: z.strictObject({ data: z.string().max(20_000_000) }),
    responses: { 201: z.strictObject({ url: z.string() }) },
    errors: [401],
  }),
  menuBoards: defineRoute({
    tags: PLAYER,
    summary: "Data of every menu-board zone of the TV's scenes",
    security: [...TOKEN],
    responses: { 200: menuBoardsView },
    errors: [401],
  }),
  pickupBoard: defineRoute({
    tags: PLAYER,
    summary: 'Ticket numbers in preparation and ready (public: no names)',
    params: z.strictObject({ branchId: z.uuid() }),
    query: z.object({ readyMinutes: z.coerce.number().int().min(1).max(240).optional() }),
    responses: { 200: pickupBoardView },
    errors: [404],
  }),
  zoneRender: defineRoute({
    tags: PLAYER,
    summary: 'The rendered picture of an image-template zone (public)',
    params: z.strictObject({ sceneId: z.uuid(), zoneId: z.string() }),
    responses: { 200: { contentType: 'image/png', description: 'The picture' } },
    errors: [404],
  }),
  screenshotFile: defineRoute({
    tags: PLAYER,
    summary: "A TV's latest screenshot",
    params: z.strictObject({ id: z.uuid(), file: z.string() }),
    responses: { 200: { contentType: 'image/*', description: 'png, jpeg or webp' } },
    errors: [404],
  }),
  menuBoardPreview: defineRoute({
    tags: PLAYER,
    summary: "The scene editor's preview of a menu-board zone",
    query: z.object({
      branch: z.uuid(),
      categories: idList.meta({ description: 'Comma-separated category ids' }),
      products: idList.meta({ description: 'Comma-separated product ids' }),
      soldOut: z.enum(['mark', 'hide']).optional(),
    }),
    responses: { 200: menuBoardData },
  }),
};

export const SIGNAGE_DEVICE_ROUTES = {
  pair: defineRoute({
    tags: DEVICES,
    summary: 'Pair the TV showing this code (a new TV of `branch`, or `device`)',
    body: z.strictObject({
      code: z.string().trim().min(4).max(12),
      device: s.ref().optional(),
      branch: s.ref().optional(),
      name: s.text(200).optional(),
      stream: s.ref().nullable().optional(),
    }),
    responses: { 201: signageDeviceViewSchema },
    errors: [404],
  }),
  command: defineRoute({
    tags: DEVICES,
    summary: 'Send a command; the answer is the TV with the command pending',
    params: idParam,
    body: commandSchema,
    responses: { 200: signageDeviceViewSchema },
    errors: [404],
  }),
  abort: defineRoute({
    tags: DEVICES,
    summary: "Abort a command (`commandId`), else the TV's latest open one",
    params: idParam,
    body: z.object({ commandId: z.uuid().optional() }),
    responses: { 200: signageDeviceViewSchema },
    errors: [404],
  }),
  playback: defineRoute({
    tags: DEVICES,
    summary: 'What the TV shows at `at` (default: now)',
    params: idParam,
    query: z.object({ at: s.dateTime().optional() }),
    responses: { 200: playbackView },
    errors: [404],
  }),
};
