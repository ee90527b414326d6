// The service worker (spec 4, 7): registered from /build/service-worker.js (scope /) only in production
// builds with the PWA plugin on, unregistered otherwise; a waiting new version shows 'App neustarten'.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { testInit } from '../test-init';
import { PwaHost } from './PwaHost';
import { page, resetServiceWorkerState } from './service-worker';
import { setInitData } from '../../shared/api/init';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(async () => undefined);
  unregister = jest.fn(async () => true);
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = jest.fn(async (_url: string, _options?: RegistrationOptions) => this.registration);
  getRegistrations = jest.fn(async () => [this.registration]);
}

const reload = jest.fn();
const originalReload = page.reload;
beforeEach(() => {
  reload.mockReset();
  page.reload = reload;
  act(() => resetServiceWorkerState());
});
afterEach(() => {
  cleanup();
  page.reload = originalReload;
  jest.useRealTimers();
});

async function setup({ plugin = true, production = true, controlled = true } = {}) {
  const container = new FakeContainer();
  if (controlled) container.controller = {};
  setInitData(testInit({ config: { enablePluginPWA: plugin } }));
  render(<PwaHost production={production} serviceWorkers={container as unknown as ServiceWorkerContainer} />);
  await act(async () => undefined);
  return container;
}

/** The browser found a new version and installed it. */
function installUpdate(container: FakeContainer): FakeWorker {
  const worker = new FakeWorker();
  container.registration.installing = worker;
  act(() => void container.registration.dispatchEvent(new Event('updatefound')));
  act(() => worker.become('installed'));
  return worker;
}

const restart = () => screen.queryByRole('button', { name: 'App neustarten' });

describe('service worker registration (spec 4, 7)', () => {
  it('registers /build/service-worker.js for the whole site in production with the plugin on', async () => {
    const container = await setup();
    expect(container.register).toHaveBeenCalledWith('/build/service-worker.js', { scope: '/' });
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it.each([
    ['the PWA plugin is off', { plugin: false }],
    ['the build is a development build', { production: false }],
  ])('unregisters every worker when %s', async (_name, options) => {
    const container = await setup(options);
    expect(container.register).not.toHaveBeenCalled();
    expect(container.registration.unregister).toHaveBeenCalled();
  });

  it('looks for an update 2.5 s after the start and then every 30 minutes (spec 9)', async () => {
    jest.useFakeTimers();
    const container = await setup();
    const update = container.registration.update;
    act(() => void jest.advanceTimersByTime(2_499));
    expect(update).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(update).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(1_800_000));
    expect(update).toHaveBeenCalledTimes(2);
    cleanup();
    act(() => void jest.advanceTimersByTime(3_600_000));
    expect(update).toHaveBeenCalledTimes(2);
  });
});

describe("'App neustarten' (spec 2, 4)", () => {
  it('is not offered for the first installation', async () => {
    const container = await setup({ controlled: false });
    installUpdate(container);
    expect(restart()).toBeNull();
  });

  it('lets a waiting new version take over, then reloads', async () => {
    const container = await setup();
    expect(restart()).toBeNull();
    const worker = installUpdate(container);
    expect(screen.getByRole('status').textContent).toContain('Eine neue Version der App ist verfügbar.');

    fireEvent.click(restart()!);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(restart()!.hasAttribute('disabled')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is offered for a version that was already waiting when the page loaded', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const worker = new FakeWorker();
    worker.state = 'installed';
    container.registration.waiting = worker;
    setInitData(testInit({ config: { enablePluginPWA: true } }));
    render(<PwaHost production serviceWorkers={container as unknown as ServiceWorkerContainer} />);
    await act(async () => undefined);
    fireEvent.click(restart()!);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('just reloads when the new version is no longer waiting (another tab activated it)', async () => {
    const container = await setup();
    const worker = installUpdate(container);
    act(() => worker.become('activated'));
    fireEvent.click(restart()!);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a controller change nobody asked for', async () => {
    const container = await setup();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
