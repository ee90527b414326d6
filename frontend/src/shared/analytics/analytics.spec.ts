// Issue 20: the snippet sends page views (path, title, referrer, entry flag) and events to
// POST /api/analytics-log only with consent; failures are swallowed.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { withdrawConsent, writeConsent } from '../consent/consent';
import { pageview, setAnalyticsBranch, track } from './analytics';

const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function sent(): Promise<unknown[]> {
  return Promise.all(beacon.mock.calls.map(async ([url, body]) => ({ url, ...JSON.parse(await text(body as Blob)) })));
}

describe('analytics snippet', () => {
  beforeEach(() => {
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    withdrawConsent();
    setAnalyticsBranch(undefined);
  });
  afterEach(() => withdrawConsent());

  it('sends nothing without consent or after a rejection', () => {
    pageview('/produkte');
    track('add_to_cart');
    writeConsent('rejected');
    pageview('/produkte');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('after consent sends page views (the first as the entry) and events', async () => {
    writeConsent('accepted');
    document.title = 'Produkte';
    pageview('/produkte?utm_source=x');
    pageview('/warenkorb');
    setAnalyticsBranch('b1');
    track('order_placed', 'ecommerce', { value: 42.5, currency: 'EUR' });
    expect(await sent()).toEqual([
      {
        url: '/api/analytics-log',
        type: 'pageview',
        data: { path: '/produkte?utm_source=x', title: 'Produkte', referrer: '', entry: true },
      },
      {
        url: '/api/analytics-log',
        type: 'pageview',
        data: { path: '/warenkorb', title: 'Produkte', referrer: '', entry: false },
      },
      {
        url: '/api/analytics-log',
        type: 'event',
        action: 'order_placed',
        category: 'ecommerce',
        data: { value: 42.5, currency: 'EUR' },
        branch: 'b1',
      },
    ]);
  });

  it('falls back to fetch and ignores its failure', async () => {
    writeConsent('accepted');
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const fetchMock = jest.fn((..._args: unknown[]) => Promise.reject(new Error('offline')));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      expect(() => track('checkout_step', 'ecommerce', { step: 2 })).not.toThrow();
      await Promise.resolve();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics-log',
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});
