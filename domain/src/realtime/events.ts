// One registry of the Socket.IO events between the API and its browser / device clients (issue 5).
// Pure types and constants: the backend gateway and the frontend hooks both import it, so an event
// name or payload shape cannot drift between the two.
import type { PublicOrder, StaffOrder } from '../orders/order-views.js';
import type { WorkingActivityEvent } from '../staff/staff-views.js';

/** Event names, server -> client unless noted. */
export const REALTIME_EVENTS = {
  /** A new order (staff rooms only: frontdesk, back office). */
  orderPlaced: 'order:placed',
  /** Any change of an order; the payload is the same view as the REST endpoint of the room's audience. */
  orderUpdated: 'order:updated',
  /** An order nobody answered N minutes after placing (frontdesk and back office, once per order). */
  orderMissed: 'order:missed',
  /** A command for a device; the device acknowledges with the socket ack callback or `device:ack`. */
  deviceCommand: 'device:command',
  /** client -> server: a device confirms a command by its id. */
  deviceAck: 'device:ack',
  /** The server refused the handshake or revoked the credentials; the socket is disconnected after it. */
  error: 'realtime:error',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

export type DeviceType = 'printer' | 'signage' | 'frontdesk' | 'time-clock' | 'kiosk';

export interface DeviceCommand {
  /** Unique per command; the ack names it, a re-send after reconnect keeps it. */
  id: string;
  type: 'notification' | 'print' | 'request-logs' | 'signage';
  payload: Record<string, unknown>;
  issuedAt: string;
}

export interface RealtimeError {
  message: string;
}

/** Server -> client events with their payloads. */
export interface ServerToClientEvents {
  'order:placed': (order: StaffOrder) => void;
  'order:updated': (order: PublicOrder | StaffOrder) => void;
  'order:missed': (order: StaffOrder) => void;
  'device:command': (command: DeviceCommand, ack: (result: { ok: boolean }) => void) => void;
  'realtime:error': (error: RealtimeError) => void;
  /** Back office only (issue 18): a working activity changed; keep the higher `version`. */
  'working-activity': (activity: WorkingActivityEvent) => void;
}

/** Client -> server events. */
export interface ClientToServerEvents {
  'device:ack': (ack: { id: string }) => void;
}

/** Handshake `auth` the server picks the room from (never a room name). */
export type HandshakeAuth =
  | { uid: string; hash: string }
  | { branchId: string; apiKey: string }
  | { deviceId: string; token: string }
  // Back office: no auth fields, the staff session cookie of the handshake request decides.
  | Record<string, never>;

/** Orders arrive out of order across reconnects and polls: keep the higher version. */
export function newerOrder<T extends { version: number }>(current: T | null | undefined, incoming: T): boolean {
  return !current || incoming.version > current.version;
}
