// Staff leave kiosk mode with the PIN set on the device in the back office (checked by the server).
import { KIOSK_TEXTS } from '@bestell/domain';
import { useState } from 'react';
import { ApiError } from '../shared/api/client';
import { Alert } from '../shared/shop-ui/Alert';
import { Button } from '../shared/shop-ui/Button';
import { Dialog } from '../shared/shop-ui/Dialog';
import { kioskApi } from './kiosk-api';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '⌫', '0', 'OK'] as const;

export function StaffExit({
  token,
  onClose,
  onLeave,
  onUnpair,
}: {
  token: string;
  onClose(): void;
  onLeave(): void;
  onUnpair(): void;
}) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unlocked, setUnlocked] = useState(false);

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      await kioskApi.exit(token, pin);
      setUnlocked(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : KIOSK_TEXTS.exitPinWrong);
      setPin('');
    } finally {
      setBusy(false);
    }
  };
  const press = (key: (typeof KEYS)[number]) => {
    if (key === '⌫') setPin((p) => p.slice(0, -1));
    else if (key === 'OK') void check();
    else if (pin.length < 8) setPin((p) => p + key);
  };

  return (
    <Dialog title={unlocked ? 'Personal' : KIOSK_TEXTS.exitPin} onClose={onClose} width={460} className="ks-staff">
      {unlocked ? (
        <div className="ks-staff__menu">
          <Button size="large" variant="primary" block onClick={onLeave}>
            Kiosk verlassen
          </Button>
          <Button size="large" block danger onClick={onUnpair}>
            Gerät entkoppeln
          </Button>
          <Button size="large" block onClick={onClose}>
            Zurück zum Kiosk
          </Button>
        </div>
      ) : (
        <>
          <output className="ks-staff__pin" aria-label="Eingegebene PIN">
            {'•'.repeat(pin.length) || '\u00a0'}
          </output>
          {error && <Alert type="error" showIcon title={error} />}
          <div className="ks-keypad">
            {KEYS.map((key) => (
              <button
                key={key}
                type="button"
                className="ks-keypad__key"
                disabled={busy || (key === 'OK' && pin.length < 4)}
                aria-label={key === '⌫' ? 'Löschen' : key}
                onClick={() => press(key)}
              >
                {key}
              </button>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}
