// First start of a kiosk: a short code, big, to enter in the back office (Geräte › Neu › Typ Kiosk ›
// Koppeln). Polls until the code is bound, then keeps the device token it receives exactly once.
import { KIOSK_TEXTS, type PairingRequestView } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { kioskApi, type KioskCredentials } from './kiosk-api';

const POLL_MS = 3_000;

export function KioskPairing({ onPaired }: { onPaired: (credentials: KioskCredentials) => void }) {
  const [request, setRequest] = useState<PairingRequestView | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    let current: PairingRequestView | null = null;
    const step = async () => {
      try {
        if (!current || Date.parse(current.expiresAt) <= Date.now()) {
          current = await kioskApi.requestPairing();
          if (!cancelled) setRequest(current);
        } else {
          const status = await kioskApi.pairingStatus(current);
          if (status.status === 'paired') {
            if (!cancelled) onPaired({ deviceId: status.deviceId, token: status.token });
            return;
          }
          if (status.status === 'expired') current = null;
        }
        if (!cancelled) setOffline(false);
      } catch {
        if (!cancelled) setOffline(true);
      }
      if (!cancelled) timer = window.setTimeout(() => void step(), POLL_MS);
    };
    void step();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [onPaired]);

  return (
    <div className="ks-center">
      <h1 className="ks-title">{KIOSK_TEXTS.pairingTitle}</h1>
      <div className="ks-code" data-testid="kiosk-pairing-code" aria-live="polite">
        {request?.code ?? '······'}
      </div>
      <p className="ks-hint">
        {KIOSK_TEXTS.pairingHint}
        {offline && ' Keine Verbindung zum Server – neuer Versuch läuft.'}
      </p>
    </div>
  );
}
