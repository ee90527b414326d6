// First-party, cookieless analytics snippet (issue 20, spec 7 POST /analytics-log): page views and
// events, sent only with consent; errors are ignored. Kept tiny (<= 1 KB gzip): no runtime imports but
// the consent cookie name.
import type { ApiBody, PathsWith } from '../api/typed';
import { readConsent } from '../consent/cookie-name';

// A raw fetch (sendBeacon, keepalive) to stay tiny; the path and the record are typed by the OpenAPI
// document (issue 22, type imports only), so a changed server shape fails the typecheck here.
const URL_ = '/api/analytics-log' satisfies PathsWith<'post'>;
type LogRecord = ApiBody<typeof URL_, 'post'>;
let branch: string | undefined;
let first = true;

/** The branch the visitor has chosen, sent with every later record (the statistics' branch filter). */
export function setAnalyticsBranch(id: string | undefined): void {
  branch = id;
}

function send(body: Omit<LogRecord, 'branch'>): void {
  if (readConsent() !== 'accepted') return;
  const json = JSON.stringify((branch ? { ...body, branch } : body) satisfies LogRecord);
  try {
    if (!navigator.sendBeacon?.(URL_, new Blob([json], { type: 'application/json' }))) {
      void fetch(URL_, {
        method: 'POST',
        body: json,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    }
  } catch {
    // spec 7: errors ignored
  }
}

/** A page view of the current address; the server keeps the path and utm parameters only. */
export function pageview(path = location.pathname + location.search): void {
  if (readConsent() !== 'accepted') return;
  // The first page view sent in this page load starts the visit.
  const entry = first;
  first = false;
  send({ type: 'pageview', data: { path, title: document.title, referrer: entry ? document.referrer : '', entry } });
}

/** An event (spec 3: type, action, category, data), e.g. track('add_to_cart', 'ecommerce', { value: 3.5 }). */
export function track(
  action: string,
  category = 'ecommerce',
  data?: Record<string, string | number | boolean | null>,
): void {
  send({ type: 'event', action, category, data });
}
