// Spec 4 and 7: the configured tag manager and advertising pixel load only with consent. The ids come
// from the shop config (empty by default: nothing loads) and are checked, since they end up in URLs.
export interface TrackingIds {
  googleTagManagerId?: string | null;
  facebookPixelId?: string | null;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PIXEL_ID = /^\d{5,20}$/;
let loaded = false;

export function hasTrackingIds(ids: TrackingIds): boolean {
  return GTM_ID.test(ids.googleTagManagerId ?? '') || PIXEL_ID.test(ids.facebookPixelId ?? '');
}

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  s.dataset.consent = 'tracking';
  document.head.appendChild(s);
}

/** Loads the configured scripts once per page; returns whether anything third-party was added. */
export function loadTrackingScripts(ids: TrackingIds): boolean {
  if (loaded || !hasTrackingIds(ids)) return false;
  loaded = true;
  const w = window as unknown as {
    dataLayer?: unknown[];
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] };
  };
  const gtm = ids.googleTagManagerId ?? '';
  if (GTM_ID.test(gtm)) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
  }
  const pixel = ids.facebookPixelId ?? '';
  if (PIXEL_ID.test(pixel)) {
    // The pixel's own stub: calls queue until fbevents.js has loaded.
    const fbq = ((...args: unknown[]) => void fbq.queue!.push(args)) as NonNullable<typeof w.fbq>;
    fbq.queue = [];
    w.fbq = w.fbq ?? fbq;
    w.fbq('init', pixel);
    w.fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  return true;
}

/** True once scripts were added (a withdrawal then needs a reload to get rid of them). */
export function trackingScriptsLoaded(): boolean {
  return loaded;
}

/** Tests only. */
export function resetTrackingScripts(): void {
  loaded = false;
}
