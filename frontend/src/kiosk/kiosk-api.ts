// The kiosk's calls: pairing (devices module, any device kind) and its own API with the device token.
import type {
  KioskDeviceView,
  KioskOrderAnswer,
  KioskOrderType,
  KioskPayment,
  PairingRequestView,
  PairingStatusView,
} from '@bestell/domain';
import { apiRequest } from '../shared/api/client';

const STORAGE_KEY = 'kiosk:device';

export interface KioskCredentials {
  deviceId: string;
  token: string;
}

/** The token picked up at pairing; kept on the device (localStorage) until staff unpair it. */
export const kioskCredentials = {
  read(): KioskCredentials | null {
    try {
      const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KioskCredentials | null;
      return parsed?.deviceId && parsed.token ? parsed : null;
    } catch {
      return null;
    }
  },
  write(credentials: KioskCredentials): void {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEY);
  },
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface KioskOrderBody {
  orderType: KioskOrderType;
  payment: KioskPayment;
  items: { product: { id: string }; amount: number; unit: string; parts: unknown[] }[];
}

export const kioskApi = {
  requestPairing: () =>
    apiRequest<PairingRequestView>('/devices/pairing-requests', { method: 'POST', body: { type: 'kiosk' } }),
  pairingStatus: (request: Pick<PairingRequestView, 'id' | 'secret'>) =>
    apiRequest<PairingStatusView>(
      `/devices/pairing-requests/${request.id}?secret=${encodeURIComponent(request.secret)}`,
    ),
  device: (token: string) => apiRequest<KioskDeviceView>('/kiosk/device', { headers: auth(token) }),
  placeOrder: (token: string, body: KioskOrderBody, idempotencyKey: string) =>
    apiRequest<KioskOrderAnswer>('/kiosk/orders', {
      method: 'POST',
      body,
      headers: { ...auth(token), 'Idempotency-Key': idempotencyKey },
    }),
  exit: (token: string, pin: string) =>
    apiRequest<void>('/kiosk/exit', { method: 'POST', body: { pin }, headers: auth(token) }),
};
