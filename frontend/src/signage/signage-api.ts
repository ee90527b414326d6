// The player's calls (contract: domain/src/signage/contracts.ts). Device calls carry the device token as
// a Bearer header; a failed network call rejects with NetworkError, a refusal with HttpError.
import type {
  HeartbeatAnswer,
  MenuBoardsAnswer,
  PairingRequestView,
  PairingStatusView,
  PlayerHeartbeat,
  PlayerManifest,
  SignageDeviceCommand,
} from '@bestell/domain';
import { type apiCall, type ApiData, buildPath, type PathsWith } from '../shared/api/typed';

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
export class NetworkError extends Error {}

type Method = 'get' | 'post';
/** Path parameters, query and body of one operation of the OpenAPI document (issue 22). */
type CallOptions<M extends Method, P extends PathsWith<M>> = Omit<
  Parameters<typeof apiCall<M, P>>[2],
  'headers' | 'signal'
> & { token?: string; etag?: string };

/**
 * One operation of the document, typed like apiCall (path, query, body and answer), but on its own fetch:
 * the player needs the Bearer token, If-None-Match and `cache: 'no-store'`, and its own error classes.
 */
async function call<M extends Method, P extends PathsWith<M>>(
  method: M,
  path: P,
  init: CallOptions<M, P>,
): Promise<{ status: number; data: ApiData<P, M> | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.etag) headers['If-None-Match'] = `"${init.etag}"`;
  let response: Response;
  try {
    response = await fetch(`/api${buildPath(path, init.path, init.query)}`, {
      method: method.toUpperCase(),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch {
    throw new NetworkError('offline');
  }
  if (response.status === 304 || response.status === 204) return { status: response.status, data: null };
  if (!response.ok) throw new HttpError(response.status);
  const payload = (await response.json().catch(() => null)) as { data?: ApiData<P, M> } | null;
  return { status: response.status, data: payload?.data ?? null };
}

// The answers must fit the domain's contract types, so a changed server shape fails the typecheck here.
export const playerApi = {
  async requestPairing(): Promise<PairingRequestView> {
    return (await call('post', '/api/signage/pairing-requests', { body: {} })).data!;
  },
  async pairingStatus(request: Pick<PairingRequestView, 'id' | 'secret'>): Promise<PairingStatusView> {
    return (
      await call('get', '/api/signage/pairing-requests/{id}', {
        path: { id: request.id },
        query: { secret: request.secret },
      })
    ).data!;
  },
  /** null: unchanged (304). */
  async manifest(token: string, known: string | null): Promise<PlayerManifest | null> {
    return (await call('get', '/api/signage/player/manifest', { token, etag: known ?? undefined })).data;
  },
  async menuBoards(token: string): Promise<MenuBoardsAnswer> {
    return (await call('get', '/api/signage/player/menu-boards', { token })).data!;
  },
  async heartbeat(token: string, body: PlayerHeartbeat): Promise<HeartbeatAnswer | null> {
    return (await call('post', '/api/signage/player/heartbeat', { token, body })).data;
  },
  async commands(token: string): Promise<SignageDeviceCommand[]> {
    return (await call('get', '/api/signage/player/commands', { token })).data?.commands ?? [];
  },
  async ack(token: string, id: string, ok: boolean, error?: string): Promise<void> {
    await call('post', '/api/signage/player/commands/{commandId}/ack', {
      path: { commandId: id },
      token,
      body: { ok, error },
    });
  },
  async screenshot(token: string, dataUrl: string): Promise<void> {
    await call('post', '/api/signage/player/screenshot', { token, body: { data: dataUrl } });
  },
};
