// The kiosk's calls: pairing (devices module, any device kind) and its own API with the device token.
import type {
  KioskDeviceView,
  KioskOrderAnswer,
  KioskOrderType,
  KioskPayment,
  PairingRequestView,
  PairingStatusView,
} from '@bestell/domain';
import { apiCall } from '../shared/api/typed';

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

/**
 * Typed by the generated OpenAPI client (issue 22): the answers must fit the domain's view types, so a
 * changed server shape fails the frontend typecheck here. The device token goes as a Bearer header.
 */
export const kioskApi = {
  requestPairing: (): Promise<PairingRequestView> =>
    apiCall('post', '/api/devices/pairing-requests', { body: { type: 'kiosk' } }),
  pairingStatus: (request: Pick<PairingRequestView, 'id' | 'secret'>): Promise<PairingStatusView> =>
    apiCall('get', '/api/devices/pairing-requests/{id}', {
      path: { id: request.id },
      query: { secret: request.secret },
    }),
  device: (token: string): Promise<KioskDeviceView> => apiCall('get', '/api/kiosk/device', { headers: auth(token) }),
  placeOrder: (token: string, body: KioskOrderBody, idempotencyKey: string): Promise<KioskOrderAnswer> =>
    apiCall('post', '/api/kiosk/orders', {
      body,
      headers: { ...auth(token), 'Idempotency-Key': idempotencyKey },
    }),
  exit: (token: string, pin: string): Promise<void> =>
    apiCall('post', '/api/kiosk/exit', { body: { pin }, headers: auth(token) }),
};
