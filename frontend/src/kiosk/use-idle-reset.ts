import { KIOSK_IDLE_SECONDS, KIOSK_WARNING_SECONDS } from '@bestell/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createIdleTimer } from './idle-timer';

const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** While `active`, a touch anywhere keeps the order alive; after KIOSK_IDLE_SECONDS without one, `onIdle`. */
export function useIdleReset(active: boolean, onIdle: () => void) {
  const [warning, setWarning] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const idle = useRef(onIdle);
  idle.current = onIdle;
  const timer = useMemo(
    () =>
      createIdleTimer({
        idleMs: KIOSK_IDLE_SECONDS * 1000,
        warningMs: KIOSK_WARNING_SECONDS * 1000,
        onWarn: () => setWarning(true),
        onIdle: () => {
          setWarning(false);
          idle.current();
        },
      }),
    [],
  );

  useEffect(() => {
    if (!active) return;
    timer.start();
    const touch = () => {
      if (timer.activity()) setWarning(false);
    };
    for (const name of TOUCHES) window.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      for (const name of TOUCHES) window.removeEventListener(name, touch, { capture: true });
      timer.stop();
      setWarning(false);
    };
  }, [active, timer]);

  useEffect(() => {
    if (!warning) return;
    setSeconds(timer.secondsLeft());
    const id = window.setInterval(() => setSeconds(timer.secondsLeft()), 250);
    return () => window.clearInterval(id);
  }, [warning, timer]);

  return { warning, seconds };
}
