// Digital signage (issue 19): what the API stores, returns and pushes, typed once. The backend returns these
// with `satisfies`, the back office and the player page import them. Types and constants only, no rules
// (resolvePlayback lives in ./playback.ts).
//
// REST routes (all under /api; responses `{ data }`, failures `{ errors: [{ message, field? }] }`):
//
// Back office (staff session; admins write scenes/segments/streams/devices; staff read and send commands):
//   GET/POST /scenes, GET/PUT/DELETE /scenes/{id}                              SceneView, input SceneInput
//        list filters: ?branch={id} (also matches scenes without branch), ?path=/x, ?q=name part
//   GET/POST /digital-signage-segments, GET/PUT/DELETE /digital-signage-segments/{id}    SegmentView
//        list filters: ?branch={id}, ?scene={id} (segments that use the scene), ?q=
//   GET/POST /digital-signage-streams, GET/PUT/DELETE /digital-signage-streams/{id}      StreamView
//        list filters: ?branch={id}, ?segment={id}, ?q=
//   GET /digital-signage-devices, GET/PUT/DELETE /digital-signage-devices/{id}           SignageDeviceView
//        list filters: ?branch={id}, ?stream={id}, ?online=true|false, ?q=
//        POST /digital-signage-devices creates an UNPAIRED TV (SignageDeviceInput); a TV gets its token
//        only through pairing (below). PUT changes name, branch, stream, segment, orientation, screenTimes.
//   POST /digital-signage-devices/pair          body PairDeviceInput -> SignageDeviceView (201)
//        binds the code shown on the TV to a TV (existing `device` id, or a new one from branch/name)
//        errors: 422 { message: SIGNAGE_TEXTS.pairingCodeInvalid, field: 'code' }
//   POST /digital-signage-devices/{id}/command  body { command: SignageCommand } -> SignageDeviceView
//   POST /digital-signage-devices/{id}/command/abort  body { commandId?: uuid }  -> SignageDeviceView
//        (aborts that open command, else the TV's latest open one; the TV is told { abort: id })
//        (spec 4: the returned device replaces the stored one; failures 422 with
//        'Befehl konnte nicht ausgeführt werden' / 'Befehl konnte nicht abgebrochen werden')
//   GET  /digital-signage-devices/{id}/playback?at=ISO -> PlaybackResolution (server preview, "läuft gerade")
//   GET  /signage/menu-board?branch={id}&categories={id},{id}&products={id},... -> MenuBoardData (editor preview)
//
// Player (the TV page /signage/{deviceId}); device calls carry `Authorization: Bearer <device token>`:
//   POST /signage/pairing-requests                 body {}             -> PairingRequestView (201)
//   GET  /signage/pairing-requests/{id}?secret=... -> PairingStatusView (the token is handed out once)
//   GET  /signage/player/manifest                  -> PlayerManifest (ETag = version; `If-None-Match` -> 304)
//   POST /signage/player/heartbeat  body PlayerHeartbeat -> HeartbeatAnswer
//   GET  /signage/player/commands                  -> { commands: SignageDeviceCommand[] } (10-second poll:
//        every unacknowledged, unexpired command; the player dedups by command id)
//   POST /signage/player/commands/{commandId}/ack  body { ok: boolean, error?: string } -> 204
//   POST /signage/player/screenshot body { data: 'data:image/png;base64,...' } -> { url }
//   GET  /signage/player/menu-boards               -> MenuBoardsAnswer (data of every menu-board zone)
// Public (no credentials; a shop window shows the same):
//   GET  /signage/pickup-board/{branchId}          -> PickupBoardSnapshot (ticket numbers only, never names)
//   GET  /signage/scenes/{sceneId}/zones/{zoneId}/render.png -> the rendered image template of a zone
//
// Socket.IO (path /socket.io): the player connects with handshake auth { deviceId, token } and is put by
// the server into `device:{deviceId}` and `pickup:{branchId}` of its branch. Back-office sockets (session
// cookie) are in `backoffice:{branchId}` / `backoffice:*` and receive SIGNAGE_EVENTS.deviceUpdated.
import type { LocalDate, LocalTime, Weekday } from '../types.js';

// ---------------------------------------------------------------------------------------------- scenes

export const SIGNAGE_ZONE_KINDS = [
  'image',
  'video',
  'text',
  'image-template',
  'web-page',
  'menu-board',
  'pickup-board',
] as const;
export type SignageZoneKind = (typeof SIGNAGE_ZONE_KINDS)[number];

export type SignageOrientation = 'landscape' | 'portrait';
export const SIGNAGE_ORIENTATIONS = ['landscape', 'portrait'] as const satisfies readonly SignageOrientation[];

export type SignageTransition = 'none' | 'fade' | 'slide';
export const SIGNAGE_TRANSITIONS = ['none', 'fade', 'slide'] as const satisfies readonly SignageTransition[];

export type SignageRef = { id: string };

/** Position and size in percent of the screen (0..100), so one scene fits every resolution. */
interface ZoneBase {
  /** Unique within the scene (client generated, e.g. 'z1'); manifest and menu-board data are keyed by it. */
  id: string;
  name?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Stacking order, higher on top; default 0. */
  z?: number;
}

export type ImageZone = ZoneBase & { kind: 'image'; image: SignageRef; fit?: 'cover' | 'contain' };
/** A video upload (mp4/webm); played muted (TV browsers refuse autoplay with sound). */
export type VideoZone = ZoneBase & { kind: 'video'; upload: SignageRef; fit?: 'cover' | 'contain' };
export type TextZone = ZoneBase & {
  kind: 'text';
  text: string;
  /** true: scrolls horizontally as a ticker. */
  ticker?: boolean;
  /** Ticker speed in pixels per second (default 80). */
  speed?: number;
  /** Font size in percent of the screen height (default 5). */
  fontSize?: number;
  color?: string;
  background?: string;
  align?: 'left' | 'center' | 'right';
};
/** A rendered image template of [Media]; with `product` its name, price and image fill the placeholders. */
export type ImageTemplateZone = ZoneBase & {
  kind: 'image-template';
  imageTemplate: SignageRef;
  product?: SignageRef | null;
  fit?: 'cover' | 'contain';
};
export type WebPageZone = ZoneBase & { kind: 'web-page'; url: string; refreshSeconds?: number };
/** Products of the bound categories plus single products, with storefront prices (MenuBoardData). */
export type MenuBoardZone = ZoneBase & {
  kind: 'menu-board';
  title?: string;
  categories: SignageRef[];
  products?: SignageRef[];
  showImages?: boolean;
  /** 'mark' shows sold-out items struck through with 'Ausverkauft'; 'hide' leaves them out. */
  soldOut?: 'mark' | 'hide';
  columns?: number;
};
/** "In Zubereitung" / "Abholbereit" of the device's branch (PickupBoardSnapshot + pickup events). */
export type PickupBoardZone = ZoneBase & {
  kind: 'pickup-board';
  /** Minutes a number stays under 'Abholbereit' unless completed earlier (default 10). */
  readyMinutes?: number;
  showPreparing?: boolean;
  /** Announce new ready numbers by speech synthesis in German. */
  announce?: boolean;
};

export type SignageZone =
  ImageZone | VideoZone | TextZone | ImageTemplateZone | WebPageZone | MenuBoardZone | PickupBoardZone;

/** GET /api/scenes/{id}. */
export interface SceneView {
  id: string;
  name: string;
  /** Lookup path (spec 3: scenes are found by path), e.g. '/fruehstueck'; unique. */
  path: string;
  /** null: usable by every branch. */
  branch: SignageRef | null;
  orientation: SignageOrientation;
  background: string;
  zones: SignageZone[];
  updatedAt: string;
}
export type SceneInput = Omit<SceneView, 'id' | 'updatedAt'>;

// -------------------------------------------------------------------------------------------- segments

/** One scene of a segment ('Filmsequenz') with how long it shows and how it enters. */
export interface SegmentItem {
  scene: SignageRef;
  durationSeconds: number;
  transition: SignageTransition;
}

/** GET /api/digital-signage-segments/{id}: scenes played in order, then again from the start. */
export interface SegmentView {
  id: string;
  name: string;
  branch: SignageRef | null;
  items: SegmentItem[];
  updatedAt: string;
}
export type SegmentInput = Omit<SegmentView, 'id' | 'updatedAt'>;

// --------------------------------------------------------------------------------------------- streams

/**
 * A schedule entry: plays `segment` on the dates/weekdays inside the window [from, to) in the branch's
 * time zone. to <= from is a window across midnight (22:00-02:00 belongs to the day it starts on);
 * '00:00'-'24:00' is all day. Empty `weekdays` = every day. Higher `priority` wins; ties: earlier entry.
 */
export interface ScheduleEntry {
  id: string;
  segment: SignageRef;
  dateFrom: LocalDate | null;
  dateTo: LocalDate | null;
  weekdays: Weekday[];
  from: LocalTime;
  to: LocalTime;
  priority: number;
}

/** A one-off event that replaces the schedule from startsAt to endsAt (ISO instants). */
export interface StreamTakeover {
  id: string;
  name: string;
  segment: SignageRef;
  startsAt: string;
  endsAt: string;
}

/** GET /api/digital-signage-streams/{id}. */
export interface StreamView {
  id: string;
  name: string;
  branch: SignageRef | null;
  entries: ScheduleEntry[];
  takeovers: StreamTakeover[];
  /** Plays when no takeover, entry or device segment applies. */
  fallbackSegment: SignageRef | null;
  updatedAt: string;
}
export type StreamInput = Omit<StreamView, 'id' | 'updatedAt'>;

// --------------------------------------------------------------------------------------------- devices

/** What a TV reports it shows (heartbeat), and what resolvePlayback picks. */
export interface SignageCurrentItem {
  source: PlaybackSource;
  segmentId: string | null;
  sceneId: string | null;
  /** Index of the scene in its segment. */
  index?: number;
  since?: string;
}

/** Screen on/off times a TV applies daily (branch time zone); null: always on. */
export interface ScreenTimes {
  on: LocalTime;
  off: LocalTime;
}

/** 'failed': the command expired before the TV acknowledged it. */
export type SignageCommandState = 'none' | 'pending' | 'acknowledged' | 'aborted' | 'failed';

/** GET /api/digital-signage-devices/{id}: a TV (a `device` of type 'signage' plus its signage settings). */
export interface SignageDeviceView {
  /** The device id (same as /api/devices/{id}); the player page is /signage/{id}. */
  id: string;
  identifier: string;
  name: string;
  branch: SignageRef;
  stream: SignageRef | null;
  /** The TV's own segment: plays when its stream has nothing for now. */
  segment: SignageRef | null;
  orientation: SignageOrientation;
  screenTimes: ScreenTimes | null;
  paired: boolean;
  online: boolean;
  lastHeartbeatAt: string | null;
  currentItem: SignageCurrentItem | null;
  /** Manifest version the TV last reported playing. */
  contentVersion: string | null;
  /** Manifest version the server would hand out now (differs while a TV catches up). */
  latestVersion: string | null;
  playerVersion: string | null;
  uptimeSeconds: number | null;
  screenshotUrl: string | null;
  screenshotAt: string | null;
  /**
   * The TV's latest command and its state (each command is its own device_command row: several can be
   * open at once; an expired one without an ack shows 'none').
   */
  pendingCommand: SignageDeviceCommand | null;
  commandState: SignageCommandState;
}

/** POST /api/digital-signage-devices (an unpaired TV) and PUT. */
export interface SignageDeviceInput {
  name?: string;
  identifier?: string;
  branch: SignageRef;
  stream?: SignageRef | null;
  segment?: SignageRef | null;
  orientation?: SignageOrientation;
  screenTimes?: ScreenTimes | null;
}

/** POST /api/digital-signage-devices/pair: `device` pairs an existing TV, else a new one is created. */
export interface PairDeviceInput {
  code: string;
  device?: SignageRef;
  branch?: SignageRef;
  name?: string;
  stream?: SignageRef | null;
}

/** POST /api/signage/pairing-requests: the code to show on the TV; poll with id + secret. */
export interface PairingRequestView {
  id: string;
  /** 6 characters from an unambiguous alphabet, e.g. 'K7P3QX'. */
  code: string;
  /** Only the player knows it: proves the poll comes from the TV that asked. */
  secret: string;
  expiresAt: string;
}

/** GET /api/signage/pairing-requests/{id}?secret=: 'paired' carries the token exactly once. */
export type PairingStatusView =
  | { status: 'waiting'; expiresAt: string }
  | { status: 'paired'; deviceId: string; token: string }
  | { status: 'expired' };

/** POST /api/signage/player/heartbeat, every 30 s. */
export interface PlayerHeartbeat {
  /** Manifest version being played. */
  version: string | null;
  currentItem: SignageCurrentItem | null;
  uptimeSeconds: number;
  playerVersion?: string;
}
export interface HeartbeatAnswer {
  /** The current manifest version: a player with another one fetches the manifest. */
  latestVersion: string;
  /** Unacknowledged commands (same as the poll). */
  commands: SignageDeviceCommand[];
}

// -------------------------------------------------------------------------------------------- commands

export const SIGNAGE_COMMAND_TYPES = [
  'show-scene',
  'back-to-schedule',
  'reload',
  'show-message',
  'screenshot',
  'screen-times',
] as const;
export type SignageCommandType = (typeof SIGNAGE_COMMAND_TYPES)[number];

/** Body `command` of POST /api/digital-signage-devices/{id}/command. */
export type SignageCommand =
  | { type: 'show-scene'; scene: SignageRef; minutes: number }
  | { type: 'back-to-schedule' }
  | { type: 'reload' }
  | { type: 'show-message'; text: string; minutes: number }
  | { type: 'screenshot' }
  | { type: 'screen-times'; screenTimes: ScreenTimes | null };

/**
 * A command as stored and pushed: `device:command` with the devices' DeviceCommand envelope, type
 * 'signage', payload = the SignageCommand plus expiresAt. The player acks with the id (socket ack callback
 * `{ ok: true }`, `device:ack { id }`, or POST .../commands/{id}/ack) and ignores ids it already ran.
 */
export interface SignageDeviceCommand {
  id: string;
  type: 'signage';
  /** An abort arrives as its own command with `{ abort: <id of the aborted command> }`: drop that one. */
  payload: (SignageCommand & { expiresAt?: string }) | { abort: string | null };
  issuedAt: string;
}

// -------------------------------------------------------------------------------------------- playback

/** Where the current segment comes from, strongest first. */
export type PlaybackSource = 'override' | 'takeover' | 'schedule' | 'device' | 'fallback' | 'none';

/** Result of resolvePlayback: which segment (or single scene / message) plays now. */
export interface PlaybackResolution {
  source: PlaybackSource;
  segmentId: string | null;
  /** 'override' by a show-scene command: the one scene. */
  sceneId: string | null;
  /** 'override' by a show-message command. */
  message: string | null;
  /** The schedule entry or takeover that won. */
  entryId: string | null;
  takeoverId: string | null;
}

// -------------------------------------------------------------------------------------------- manifest

/** A zone with everything the player needs resolved: media URLs instead of references. */
export type ResolvedZone = SignageZone & {
  /** image/video/image-template: the URL to load (cached by the player before switching). */
  src?: string | null;
};

export interface ResolvedScene extends Omit<SceneView, 'zones'> {
  zones: ResolvedZone[];
}

/**
 * GET /api/signage/player/manifest. Everything a TV needs to play offline: its stream (the player runs
 * resolvePlayback itself every second), the segments and scenes the stream/device can reach, and every
 * media URL to cache. `version` is a content hash of all of it: same data, same version.
 */
export interface PlayerManifest {
  version: string;
  generatedAt: string;
  device: {
    id: string;
    name: string;
    branchId: string;
    orientation: SignageOrientation;
    screenTimes: ScreenTimes | null;
    segment: SignageRef | null;
  };
  /** IANA zone the schedule is read in. */
  timezone: string;
  stream: StreamView | null;
  segments: Record<string, SegmentView>;
  scenes: Record<string, ResolvedScene>;
  /** Every image/video URL of the scenes, for the Cache API. */
  media: string[];
}

// ---------------------------------------------------------------------------------- menu board, pickup

export interface MenuBoardItem {
  productId: string;
  name: string;
  description: string;
  /** The storefront's price of one unit (same domain functions), e.g. '1.20'; null: no fixed price. */
  price: string | null;
  /** Formatted with formatMoney, e.g. '1,20 €'. */
  priceText: string | null;
  unit: string | null;
  imageUrl: string | null;
  soldOut: boolean;
  /** Not orderable now (out of its availability window, hidden for the branch). */
  unavailable: boolean;
}
export interface MenuBoardCategory {
  categoryId: string | null;
  name: string;
  items: MenuBoardItem[];
}
/** GET /api/signage/menu-board (preview) and one zone's entry of /api/signage/player/menu-boards. */
export interface MenuBoardData {
  branchId: string;
  categories: MenuBoardCategory[];
  generatedAt: string;
}
/** GET /api/signage/player/menu-boards: keyed `${sceneId}/${zoneId}`; `version` is a hash of the data. */
export interface MenuBoardsAnswer {
  version: string;
  boards: Record<string, MenuBoardData>;
}

export interface PickupTicket {
  /** The order's ticket number as shown to the customer; never a name. */
  number: string;
  /** When it became ready (ISO), for 'Abholbereit'; null under 'In Zubereitung'. */
  readyAt: string | null;
}
/** GET /api/signage/pickup-board/{branchId}. */
export interface PickupBoardSnapshot {
  branchId: string;
  preparing: PickupTicket[];
  ready: PickupTicket[];
  /** Minutes a ready number stays without being completed (server default; a zone may shorten). */
  readyMinutes: number;
  generatedAt: string;
}
/** Socket `pickup:updated` to `pickup:{branchId}`: where one number belongs now ('gone' = remove it). */
export interface PickupBoardEvent {
  branchId: string;
  number: string;
  state: 'preparing' | 'ready' | 'gone';
  at: string;
}

// ------------------------------------------------------------------------------------------- socket

/** Socket.IO event names of signage (server -> client unless noted). */
export const SIGNAGE_EVENTS = {
  /** Device room: a command (DeviceCommand envelope, SignageDeviceCommand); ack callback { ok }. */
  command: 'device:command',
  /** client -> server: { id } acknowledges a command. */
  ack: 'device:ack',
  /** Device room: { version } — fetch the manifest, swap at the next loop boundary. */
  manifestChanged: 'signage:manifest-changed',
  /** Device room: { branchId, at } — re-fetch /api/signage/player/menu-boards (prices, sold out). */
  menuBoardChanged: 'signage:menu-board-changed',
  /** Pickup room: PickupBoardEvent. */
  pickupUpdated: 'pickup:updated',
  /** Back-office rooms: SignageDeviceView on online/offline changes, command state, screenshots. */
  deviceUpdated: 'signage:device-updated',
} as const;

export interface SignageServerEvents {
  'signage:manifest-changed': (payload: { version: string }) => void;
  'signage:menu-board-changed': (payload: { branchId: string; at: string }) => void;
  'pickup:updated': (event: PickupBoardEvent) => void;
  'signage:device-updated': (device: SignageDeviceView) => void;
}

// ------------------------------------------------------------------------------------------- texts

/** German texts of signage (API errors and player/back-office labels). */
export const SIGNAGE_TEXTS = {
  pairingCodeInvalid: 'Der Code ist ungültig oder abgelaufen.',
  preparing: 'In Zubereitung',
  ready: 'Abholbereit',
  soldOut: 'Ausverkauft',
  unavailable: 'Nicht verfügbar',
  zoneOutside: 'Die Zone liegt außerhalb des Bildschirms.',
  zoneIdsUnique: 'Jede Zone braucht eine eigene Kennung.',
  sceneMissing: 'Die Szene gehört nicht zu diesem Bildschirm.',
  windowInvalid: 'Ungültiges Zeitfenster.',
  dateRangeInvalid: 'Das Enddatum liegt vor dem Startdatum.',
  takeoverInvalid: 'Das Ende liegt vor dem Beginn.',
} as const;

/** Heartbeat every 30 s; a TV is offline after this long without a heartbeat or socket. */
export const SIGNAGE_HEARTBEAT_SECONDS = 30;
export const SIGNAGE_OFFLINE_AFTER_SECONDS = 75;
/** The player's command poll while the socket is down. */
export const SIGNAGE_POLL_SECONDS = 10;
