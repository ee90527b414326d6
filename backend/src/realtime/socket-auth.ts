import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isAdmin, sessionCookieName, SessionService } from '../auth/index.js';
import { apiKeyMatches, BranchRepository } from '../catalog/index.js';
import { isUuid } from '../common/index.js';
import { OrderLookup } from '../orders/index.js';
import { ROOMS } from './rooms.js';

/** Who a socket is, as decided from its handshake; `rooms` are the only rooms it ever joins. */
export type SocketIdentity =
  | { kind: 'status'; orderId: string; rooms: string[] }
  | { kind: 'frontdesk'; branchId: string; rooms: string[] }
  | { kind: 'backoffice'; sessionId: string; branchIds: string[] | null; rooms: string[] }
  | { kind: 'device'; deviceId: string; rooms: string[] };

export interface Handshake {
  auth: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Port for device credentials; null = not a valid device. The devices module sits above realtime, so it
 * registers its implementation (SocketAuthenticator.useDevices) instead of realtime importing it.
 */
export abstract class DeviceAuthenticator {
  abstract authenticate(deviceId: string, token: string): Promise<{ deviceId: string } | null>;
}

/**
 * Maps handshake credentials to rooms. Every failure answers null without saying which part was wrong,
 * the same as the REST endpoints' 404s.
 */
@Injectable()
export class SocketAuthenticator {
  private devices: DeviceAuthenticator | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
    private readonly orders: OrderLookup,
  ) {}

  useDevices(devices: DeviceAuthenticator): void {
    this.devices = devices;
  }

  async identify(handshake: Handshake): Promise<SocketIdentity | null> {
    const a = handshake.auth ?? {};
    if ('uid' in a || 'hash' in a) return this.status(str(a.uid, 32), str(a.hash, 128));
    if ('branchId' in a || 'apiKey' in a) return this.frontdesk(str(a.branchId, 36), str(a.apiKey, 200));
    if ('deviceId' in a || 'token' in a) return this.device(str(a.deviceId, 36), str(a.token, 200));
    const header = handshake.headers.cookie;
    const cookies = Array.isArray(header) ? header.join(';') : header;
    // Only a TLS page can have set the __Host- cookie, so it wins; plain `sid` is the HTTP deployment's.
    return this.staff(readCookie(cookies, sessionCookieName(true)) ?? readCookie(cookies, sessionCookieName(false)));
  }

  private async status(uid: string | null, hash: string | null): Promise<SocketIdentity | null> {
    if (!uid || !hash) return null;
    const orderId = await this.orders.idByStatusLink(uid, hash);
    if (!orderId) return null;
    return { kind: 'status', orderId, rooms: [ROOMS.order(orderId)] };
  }

  private async frontdesk(branchId: string | null, apiKey: string | null): Promise<SocketIdentity | null> {
    if (!branchId || !apiKey || !isUuid(branchId)) return null;
    const branch = await new BranchRepository(this.ds.manager).withApiKeyHash(branchId);
    if (!branch || !apiKeyMatches(apiKey, branch.apiKeyHash)) return null;
    return { kind: 'frontdesk', branchId, rooms: [ROOMS.frontdesk(branchId)] };
  }

  private async device(deviceId: string | null, token: string | null): Promise<SocketIdentity | null> {
    if (!deviceId || !token || !isUuid(deviceId)) return null;
    const device = this.devices ? await this.devices.authenticate(deviceId, token) : null;
    return device ? { kind: 'device', deviceId, rooms: [ROOMS.device(deviceId)] } : null;
  }

  private async staff(cookieToken: string | undefined): Promise<SocketIdentity | null> {
    const auth = await this.sessions.resolve(cookieToken);
    if (!auth) return null;
    const branchIds = isAdmin(auth) ? null : auth.user.branches.map((b) => b.id);
    const rooms = branchIds === null ? [ROOMS.backofficeAll] : branchIds.map(ROOMS.backoffice);
    return {
      kind: 'backoffice',
      sessionId: auth.sessionId,
      branchIds,
      rooms: [...rooms, ROOMS.session(auth.sessionId)],
    };
  }
}
