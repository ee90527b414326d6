// First start of a TV: a short code, big, to enter in the back office ('TVs' -> 'Koppeln'). The player
// polls until the code is bound, then keeps the device token it receives exactly once.
import { useEffect, useState } from 'react';
import type { PairingRequestView } from '@bestell/domain';
import { retryDelayMs } from './retry-schedule';
import { playerApi } from './signage-api';

const POLL_MS = 3_000;

export function PairingScreen({ onPaired }: { onPaired: (deviceId: string, token: string) => void }) {
  const [request, setRequest] = useState<PairingRequestView | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    let failures = 0;
    let current: PairingRequestView | null = null;
    const later = (ms: number) => {
      if (!cancelled) timer = window.setTimeout(step, ms);
    };
    const step = async () => {
      try {
        if (!current || Date.parse(current.expiresAt) <= Date.now()) {
          current = await playerApi.requestPairing();
          if (!cancelled) setRequest(current);
        } else {
          const status = await playerApi.pairingStatus(current);
          if (status.status === 'paired') {
            if (!cancelled) onPaired(status.deviceId, status.token);
            return;
          }
          if (status.status === 'expired') current = null;
        }
        failures = 0;
        if (!cancelled) setOffline(false);
        later(POLL_MS);
      } catch {
        failures++;
        if (!cancelled) setOffline(true);
        later(Math.min(retryDelayMs(failures), 30_000));
      }
    };
    void step();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [onPaired]);

  return (
    <div className="sg-center" role="main">
      <h1>Diesen Bildschirm koppeln</h1>
      <div className="sg-code" data-testid="pairing-code" aria-live="polite">
        {request?.code ?? '······'}
      </div>
      <p className="sg-hint">
        Im Backoffice unter Digital Signage → TVs „Koppeln“ wählen und diesen Code eingeben.
        {offline && ' Keine Verbindung zum Server – neuer Versuch läuft.'}
      </p>
    </div>
  );
}
