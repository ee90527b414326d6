// The storefront's service worker (spec 4, 7): registered in production builds while the PWA plugin is on,
// unregistered otherwise. A new version waits; the page then offers 'App neustarten', which tells the
// waiting worker to take over and reloads once it has. Service worker errors are silently ignored (spec 8).
import { SERVICE_WORKER, type serviceWorkerAction } from '@bestell/domain';
import { useSyncExternalStore } from 'react';

export interface ServiceWorkerState {
  /** A new version is installed and waits to take over. */
  updateAvailable: boolean;
  /** 'App neustarten' was pressed: the page reloads when the new version controls it. */
  refreshing: boolean;
}

let state: ServiceWorkerState = { updateAvailable: false, refreshing: false };
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<ServiceWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Replaceable in tests (jsdom cannot navigate). */
export const page = { reload: () => window.location.reload() };

/** Test hook. */
export function resetServiceWorkerState(): void {
  waiting = null;
  set({ updateAvailable: false, refreshing: false });
}

export function useServiceWorkerState(): ServiceWorkerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/**
 * Registers, or unregisters, per the domain rule; returns what stops the update checks. Without a
 * controller the first worker just installs: only a replacement is an update.
 */
export function startServiceWorker(
  action: ReturnType<typeof serviceWorkerAction>,
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): () => void {
  if (!container || action === 'none') return () => undefined;
  if (action === 'unregister') {
    container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
    return () => undefined;
  }

  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const offer = (worker: ServiceWorker) => {
    if (stopped || !container.controller) return;
    waiting = worker;
    set({ updateAvailable: true });
  };
  const onControllerChange = () => {
    if (state.refreshing) page.reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  container
    .register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope })
    .then((registration) => {
      if (stopped) return;
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      });
      const check = () => void registration.update().catch(() => undefined);
      timers.push(setTimeout(check, SERVICE_WORKER.firstUpdateCheckMs));
      timers.push(setInterval(check, SERVICE_WORKER.updateCheckEveryMs));
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}

/**
 * 'App neustarten' (spec 4): a waiting worker is told to skip waiting (the reload follows on
 * controllerchange); otherwise, e.g. another tab activated it already, the page just reloads.
 */
export function restartApp(): void {
  if (waiting && waiting.state === 'installed') {
    set({ refreshing: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  } else {
    page.reload();
  }
}
