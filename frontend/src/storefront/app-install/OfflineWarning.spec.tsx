// Spec 4 "Offline warning shows while the browser is offline"; spec 8 gives the text, with a retry that
// reloads the page (spec 2). It does not depend on the PWA plugin.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { testInit } from '../test-init';
import { PwaHost } from './PwaHost';
import { page } from './service-worker';
import { setInitData } from '../../shared/api/init';

let online = true;
const reload = jest.fn();
const originalReload = page.reload;
const onLine = jest.spyOn(window.navigator, 'onLine', 'get');

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}
const warning = () => screen.queryByRole('alert');

beforeEach(() => {
  online = true;
  onLine.mockImplementation(() => online);
  reload.mockReset();
  page.reload = reload;
  setInitData(testInit({ config: { enablePluginPWA: false } }));
});
afterEach(() => {
  cleanup();
  page.reload = originalReload;
});

describe('offline warning (spec 2, 4, 8)', () => {
  it('shows while the browser is offline and goes away when it is back online', () => {
    render(<PwaHost />);
    expect(warning()).toBeNull();
    goOffline();
    expect(warning()?.textContent).toContain('Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.');
    goOnline();
    expect(warning()).toBeNull();
  });

  it('shows at once when the page starts offline', () => {
    online = false;
    render(<PwaHost />);
    expect(warning()).not.toBeNull();
  });

  it('reloads the page on retry', () => {
    render(<PwaHost />);
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
