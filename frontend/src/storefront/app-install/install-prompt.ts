// The browser's install offer (spec 2 'App installieren'): Chromium fires `beforeinstallprompt` when the
// page is installable; we keep the event (suppressing the browser's own banner) and prompt on request.
// Listeners are registered when the storefront layout loads, before the browser usually decides.
import { canOfferAppInstall } from '@bestell/domain';
import { useSyncExternalStore } from 'react';
import { useInitData } from '../../shared/api/init';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  event: InstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { event: null, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    set({ event: event as InstallPromptEvent });
  };
  const onInstalled = () => set({ event: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

if (typeof window !== 'undefined') listenForInstallPrompt();

/** Test hook: forget a captured prompt and an installation. */
export function resetInstallPrompt(): void {
  set({ event: null, installed: false });
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || !!window.matchMedia?.('(display-mode: standalone)').matches;
}

export interface AppInstall {
  /** The 'App installieren' link and promotion may show (domain rule). */
  canInstall: boolean;
  /** The browser reported the installation. */
  installed: boolean;
  /** The browser offered its own install prompt (kept for install()). */
  hasBrowserPrompt: boolean;
  /** Shows the browser's prompt; 'unavailable' when it offered none. */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

/** Whether to offer installation (domain rule) and the action that shows the browser's prompt. */
export function useAppInstall(): AppInstall {
  const { config } = useInitData();
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  const canInstall = canOfferAppInstall({
    // The storefront has no self-service (kiosk) routes yet.
    isSelfService: false,
    isPluginEnabled: !!config.enablePluginPWA,
    isInstalled: current.installed,
    isStandalone: isStandalone(),
    isSupported: current.event !== null,
  });
  const install = async () => {
    const event = current.event;
    if (!event) return 'unavailable' as const;
    await event.prompt();
    const choice = await event.userChoice;
    // A prompt event can be used once; an accepted one ends in 'appinstalled'.
    set({ event: null, installed: choice?.outcome === 'accepted' || state.installed });
    return choice?.outcome ?? 'dismissed';
  };
  return { canInstall, installed: current.installed, hasBrowserPrompt: current.event !== null, install };
}
