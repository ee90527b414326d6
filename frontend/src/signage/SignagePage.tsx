// /signage/{deviceId}: the TV's page (issue 19 item 3). Plain React + CSS, no antd, its own small chunk.
// Without a device token it shows the pairing code; with one it plays.
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PairingScreen } from './PairingScreen';
import { Player } from './Player';
import { keys } from './storage';
import './signage.css';

function storedToken(deviceId: string): string | null {
  try {
    return localStorage.getItem(keys.token(deviceId));
  } catch {
    return null;
  }
}

export function SignagePage() {
  const { deviceId = '' } = useParams();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => storedToken(deviceId));

  const onPaired = useCallback(
    (pairedId: string, newToken: string) => {
      localStorage.setItem(keys.token(pairedId), newToken);
      // The code may have been bound to another TV entry than the address named: follow the pairing.
      if (pairedId !== deviceId) navigate(`/signage/${pairedId}`, { replace: true });
      setToken(newToken);
    },
    [deviceId, navigate],
  );
  const onUnpaired = useCallback(() => {
    localStorage.removeItem(keys.token(deviceId));
    setToken(null);
  }, [deviceId]);

  return (
    <div className="sg-root">
      {token ? (
        <Player key={`${deviceId}:${token}`} deviceId={deviceId} token={token} onUnpaired={onUnpaired} />
      ) : (
        <PairingScreen onPaired={onPaired} />
      )}
    </div>
  );
}
