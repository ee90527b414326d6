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

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
export class NetworkError extends Error {}

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; etag?: string } = {},
): Promise<{ status: number; data: T | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.etag) headers['If-None-Match'] = `"${init.etag}"`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch {
    throw new NetworkError('offline');
  }
  if (response.status === 304 || response.status === 204) return { status: response.status, data: null };
  if (!response.ok) throw new HttpError(response.status);
  const payload = (await response.json().catch(() => null)) as { data?: T } | null;
  return { status: response.status, data: (payload?.data ?? null) as T | null };
}

export const playerApi = {
  async requestPairing(): Promise<PairingRequestView> {
    return (await call<PairingRequestView>('/signage/pairing-requests', { method: 'POST', body: {} })).data!;
  },
  async pairingStatus(request: Pick<PairingRequestView, 'id' | 'secret'>): Promise<PairingStatusView> {
    const path = `/signage/pairing-requests/${encodeURIComponent(request.id)}?secret=${encodeURIComponent(request.secret)}`;
    return (await call<PairingStatusView>(path)).data!;
  },
  /** null: unchanged (304). */
  async manifest(token: string, known: string | null): Promise<PlayerManifest | null> {
    return (await call<PlayerManifest>('/signage/player/manifest', { token, etag: known ?? undefined })).data;
  },
  async menuBoards(token: string): Promise<MenuBoardsAnswer> {
    return (await call<MenuBoardsAnswer>('/signage/player/menu-boards', { token })).data!;
  },
  async heartbeat(token: string, body: PlayerHeartbeat): Promise<HeartbeatAnswer | null> {
    return (await call<HeartbeatAnswer>('/signage/player/heartbeat', { method: 'POST', token, body })).data;
  },
  async commands(token: string): Promise<SignageDeviceCommand[]> {
    return (
      (await call<{ commands: SignageDeviceCommand[] }>('/signage/player/commands', { token })).data?.commands ?? []
    );
  },
  async ack(token: string, id: string, ok: boolean, error?: string): Promise<void> {
    await call(`/signage/player/commands/${encodeURIComponent(id)}/ack`, {
      method: 'POST',
      token,
      body: { ok, error },
    });
  },
  async screenshot(token: string, dataUrl: string): Promise<void> {
    await call('/signage/player/screenshot', { method: 'POST', token, body: { data: dataUrl } });
  },
};
