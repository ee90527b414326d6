import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './ui.css';

interface Toast {
  id: number;
  text: string;
}

export interface ToastApi {
  success(text: string): void;
  /** Removes every notice at once (e.g. when the cart opens). */
  destroy(): void;
}

const DURATION_MS = 3000;

/**
 * Short confirmations at the top of the screen ('... wurde zum Warenkorb hinzugefügt'), announced politely;
 * each disappears after 3 seconds. Returns the API and the element to render.
 */
export function useToast(): [ToastApi, ReactNode] {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const next = useRef(0);

  const destroy = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setToasts([]);
  }, []);
  const success = useCallback((text: string) => {
    const id = ++next.current;
    setToasts((current) => [...current, { id, text }]);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, DURATION_MS),
    );
  }, []);
  useEffect(() => destroy, [destroy]);

  const api = useMemo(() => ({ success, destroy }), [success, destroy]);
  const holder = (
    <div className="sf-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="sf-toast">
          <span className="sf-toast__icon" aria-hidden="true">
            ✓
          </span>
          {toast.text}
        </div>
      ))}
    </div>
  );
  return [api, holder];
}
