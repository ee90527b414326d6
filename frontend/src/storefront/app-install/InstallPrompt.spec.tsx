// The install prompt with instructions (spec 2 "Other overlays", spec 4): 5000 ms after load, only with
// the PWA plugin, not standalone or installed, not dismissed ('pwa-dismiss' for one month); the browser's
// own prompt where there is one, otherwise steps for the device.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { testInit } from '../test-init';
import { resetInstallPrompt } from './install-prompt';
import { InstallPromptHost, rememberInstallDismissed } from './InstallPromptHost';
import { setInitData } from '../../shared/api/init';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
const standardMatchMedia = window.matchMedia;
const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

function setup({ plugin = true, supported = true } = {}) {
  setInitData(testInit({ config: { enablePluginPWA: plugin } }));
  render(<InstallPromptHost supported={supported} />);
}
const prompt = () => screen.queryByRole('region', { name: 'App installieren' });
const button = (name: string) => screen.getByRole('button', { name });

/** Lets the 5-second delay pass and the lazy prompt chunk load. */
async function wait5s() {
  act(() => void jest.advanceTimersByTime(5_000));
  await act(async () => {
    await import('./InstallPrompt');
  });
}

function offerBrowserPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => {
  jest.useFakeTimers();
  userAgent.mockReturnValue(IPHONE);
  act(() => resetInstallPrompt());
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  window.matchMedia = standardMatchMedia;
  document.cookie = 'pwa-dismiss=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('install prompt (spec 4)', () => {
  it('is offered 5000 ms after load', async () => {
    setup();
    act(() => void jest.advanceTimersByTime(4_999));
    await act(async () => {
      await import('./InstallPrompt');
    });
    expect(prompt()).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(await screen.findByRole('region', { name: 'App installieren' })).toBeTruthy();
    expect(screen.getByText(/^Installieren Sie unsere App/)).toBeTruthy();
  });

  it.each([
    ['the PWA plugin is off', () => setup({ plugin: false })],
    ['the browser cannot install (no service workers)', () => setup({ supported: false })],
    [
      "'pwa-dismiss' is 'true'",
      () => {
        document.cookie = 'pwa-dismiss=true; path=/';
        setup();
      },
    ],
    [
      'the app runs standalone',
      () => {
        window.matchMedia = ((query: string) => ({
          ...standardMatchMedia(query),
          matches: query === '(display-mode: standalone)',
        })) as typeof window.matchMedia;
        setup();
      },
    ],
  ])('is not offered when %s', async (_name, arrange) => {
    arrange();
    await wait5s();
    expect(prompt()).toBeNull();
  });

  it("'Jetzt nicht' hides it and sets 'pwa-dismiss' for one month", async () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    setup();
    await wait5s();
    fireEvent.click(button('Jetzt nicht'));
    expect(prompt()).toBeNull();
    expect(document.cookie).toContain('pwa-dismiss=true');
    expect(cookie).toHaveBeenLastCalledWith(expect.stringMatching(/^pwa-dismiss=true; expires=.+; path=\//));
    cookie.mockRestore();
  });

  it('shows the iPhone steps, goes back on Abbrechen, and is remembered after Fertig', async () => {
    setup();
    await wait5s();
    fireEvent.click(button('Installieren'));
    const steps = screen.getByRole('region', { name: 'So installieren Sie die App' });
    expect(steps.textContent).toContain('„Teilen“');
    expect(steps.textContent).toContain('„Zum Home-Bildschirm“');
    expect(document.activeElement?.textContent).toBe('So installieren Sie die App');

    fireEvent.click(button('Abbrechen'));
    expect(prompt()).not.toBeNull();
    fireEvent.click(button('Installieren'));
    fireEvent.click(button('Fertig'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('pwa-dismiss=true');
  });

  it('gives manual steps to a browser without add-to-home-screen', async () => {
    userAgent.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0');
    setup();
    await wait5s();
    fireEvent.click(button('Installieren'));
    expect(screen.getByRole('region', { name: 'So installieren Sie die App' }).textContent).toContain(
      'legen Sie ein Lesezeichen an',
    );
  });

  it("uses the browser's own prompt where there is one; an installation hides the prompt", async () => {
    setup();
    const offer = offerBrowserPrompt('accepted');
    await wait5s();
    fireEvent.click(button('Installieren'));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(prompt()).toBeNull());
    expect(document.cookie).not.toContain('pwa-dismiss');
  });

  it('remembers a declined browser prompt', async () => {
    setup();
    offerBrowserPrompt('dismissed');
    await wait5s();
    fireEvent.click(button('Installieren'));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(document.cookie).toContain('pwa-dismiss=true');
  });
});

describe('rememberInstallDismissed', () => {
  it('expires one calendar month later', () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    rememberInstallDismissed(new Date('2025-01-31T08:00:00Z'));
    expect(cookie).toHaveBeenCalledWith(
      'pwa-dismiss=true; expires=Fri, 28 Feb 2025 08:00:00 GMT; path=/; SameSite=Lax',
    );
    cookie.mockRestore();
  });
});
