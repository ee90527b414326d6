// 'App installieren' (spec 2): shown only when the app-install plugin is on, the browser offers
// installation, and the app is neither installed nor running standalone; the status page promotion follows
// the same rule.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { testInit } from '../test-init';
import { AppInstallLink, AppInstallPromotion } from './AppInstall';
import { resetInstallPrompt } from './install-prompt';
import { setInitData } from '../../shared/api/init';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

function setup(plugin: boolean) {
  setInitData(testInit({ config: { enablePluginPWA: plugin } }));
  render(
    <>
      <AppInstallLink />
      <AppInstallPromotion />
    </>,
  );
}
const link = () => screen.queryByRole('button', { name: 'App installieren' });

const standardMatchMedia = window.matchMedia;
beforeEach(() => act(() => resetInstallPrompt()));
afterEach(() => {
  cleanup();
  window.matchMedia = standardMatchMedia;
});

describe('App installieren (spec 2)', () => {
  it('stays hidden until the browser offers installation', () => {
    setup(true);
    expect(link()).toBeNull();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getAllByRole('button', { name: 'App installieren' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Unsere App' })).toBeTruthy();
  });

  it('stays hidden while the app-install plugin is off', () => {
    setup(false);
    offerInstall();
    expect(link()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Unsere App' })).toBeNull();
  });

  it('prompts on click and hides once the app is installed', async () => {
    setup(true);
    const { prompt } = offerInstall('accepted');
    fireEvent.click(screen.getAllByRole('button', { name: 'App installieren' })[0]!);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(link()).toBeNull());
  });

  it('hides after the browser reports the installation', () => {
    setup(true);
    offerInstall();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(link()).toBeNull();
  });

  it('is not offered inside the installed app (standalone)', () => {
    window.matchMedia = ((query: string) => ({
      ...standardMatchMedia(query),
      matches: query === '(display-mode: standalone)',
    })) as typeof window.matchMedia;
    setup(true);
    offerInstall();
    expect(link()).toBeNull();
  });
});
