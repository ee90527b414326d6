// Issue 20 / spec 4: the banner asks until answered; accept and reject are equally easy; the answer is
// a 365-day cookie; the configured scripts load only with consent (at once when given earlier), never
// in self-service; 'Cookie-Einstellungen' withdraws.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CONSENT_COOKIE as DOMAIN_CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from '@bestell/domain';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { ConsentBanner } from './ConsentBanner';
import { withdrawConsent, writeConsent } from '../../shared/consent/consent';
import { CONSENT_COOKIE, CONSENT_DAYS, readConsent } from '../../shared/consent/cookie-name';
import { CookieSettingsLink } from './CookieSettingsLink';
import { resetTrackingScripts } from './third-party';

const IDS = { googleTagManagerId: 'GTM-ABC123', facebookPixelId: '1234567890' };
const scripts = () =>
  [...document.querySelectorAll('script[data-consent="tracking"]')].map((s) => s.getAttribute('src'));
const banner = () => screen.queryByRole('dialog', { name: 'Cookies und Statistik' });

describe('consent banner', () => {
  beforeEach(() => {
    withdrawConsent();
    resetTrackingScripts();
    document.head.innerHTML = '';
  });
  afterEach(cleanup);

  it('uses the domain cookie name and 365 days', () => {
    expect(CONSENT_COOKIE).toBe(DOMAIN_CONSENT_COOKIE);
    expect(CONSENT_DAYS).toBe(CONSENT_MAX_AGE_DAYS);
  });

  it('offers both answers as the same kind of button and loads nothing before an answer', () => {
    render(<ConsentBanner tracking={IDS} />);
    expect(banner()).not.toBeNull();
    const accept = screen.getByRole('button', { name: 'Akzeptieren' });
    const reject = screen.getByRole('button', { name: 'Ablehnen' });
    expect(accept.className).toBe(reject.className);
    expect(scripts()).toEqual([]);
  });

  it('accepting stores consent, hides the banner and loads the configured scripts', () => {
    render(<ConsentBanner tracking={IDS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    expect(readConsent()).toBe('accepted');
    expect(banner()).toBeNull();
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });

  it('rejecting stores the answer and loads nothing', () => {
    render(<ConsentBanner tracking={IDS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(readConsent()).toBe('rejected');
    expect(banner()).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('with consent from an earlier visit the scripts load at once', () => {
    writeConsent('accepted');
    render(<ConsentBanner tracking={IDS} />);
    expect(banner()).toBeNull();
    expect(scripts()).toHaveLength(2);
  });

  it('loads nothing without configured ids (the default) or with malformed ones', () => {
    writeConsent('accepted');
    render(<ConsentBanner tracking={{ googleTagManagerId: '', facebookPixelId: '"><script>' }} />);
    expect(scripts()).toEqual([]);
  });

  it('is skipped in self-service mode, where nothing third-party loads even with consent', () => {
    render(<ConsentBanner tracking={IDS} selfService />);
    expect(banner()).toBeNull();
    act(() => writeConsent('accepted'));
    expect(scripts()).toEqual([]);
  });

  it("'Cookie-Einstellungen' withdraws the answer and the banner asks again", () => {
    writeConsent('rejected');
    render(
      <>
        <ConsentBanner tracking={{}} />
        <CookieSettingsLink />
      </>,
    );
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(readConsent()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('writes a cookie that expires after 365 days', () => {
    let written = '';
    const spy = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => spy.get!.call(document),
      set: (v: string) => {
        written = v;
        spy.set!.call(document, v);
      },
    });
    writeConsent('accepted');
    delete (document as { cookie?: string }).cookie;
    expect(written).toContain('cookie-consent=accepted');
    expect(written).toContain(`max-age=${365 * 24 * 60 * 60};`);
  });
});
