import { App } from 'antd';
import type { SignageDeviceView } from '@bestell/domain';
import { fakeSocketFactory } from '../../shared/realtime/fake-socket';
import { setSocketFactory, type SocketFactory } from '../../shared/realtime/socket';
import { act, render, screen } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { TvPanel } from './TvPanel';

const tv: SignageDeviceView = {
  id: 'tv1',
  identifier: 'theke',
  name: 'Theke',
  branch: { id: 'b1' },
  stream: null,
  segment: null,
  orientation: 'landscape',
  screenTimes: null,
  paired: true,
  online: false,
  lastHeartbeatAt: null,
  currentItem: null,
  contentVersion: null,
  latestVersion: null,
  playerVersion: null,
  uptimeSeconds: null,
  screenshotUrl: null,
  screenshotAt: null,
  pendingCommand: null,
  commandState: 'none',
};

describe('TvPanel', () => {
  let previous: SocketFactory;
  afterEach(() => setSocketFactory(previous));

  it('sends commands (the answer replaces the TV), shows the German errors and live status pushes', async () => {
    const fake = fakeSocketFactory();
    previous = setSocketFactory(fake.factory);
    let reloadFails = false;
    stubFetch({
      'GET /api/digital-signage-devices/tv1': { status: 200, body: { data: tv } },
      'GET /api/scenes': { status: 200, body: { data: [] } },
      'POST /api/digital-signage-devices/tv1/command': (body) =>
        reloadFails
          ? { status: 500, body: {} }
          : {
              status: 200,
              body: {
                data: {
                  ...tv,
                  commandState: 'pending',
                  pendingCommand: {
                    id: 'c1',
                    type: 'signage',
                    payload: (body as { command: object }).command,
                    issuedAt: '',
                  },
                },
              },
            },
      'POST /api/digital-signage-devices/tv1/command/abort': { status: 422, body: {} },
    });
    render(
      <App>
        <TvPanel item={{ id: 'tv1' }} />
      </App>,
    );
    expect(await screen.findByText('Offline')).toBeTruthy();

    screen.getByRole('button', { name: 'Screenshot' }).click();
    expect(await screen.findByText('Screenshot: Ausstehend')).toBeTruthy();

    screen.getByRole('button', { name: 'Befehl abbrechen' }).click();
    expect(await screen.findByText('Befehl konnte nicht abgebrochen werden')).toBeTruthy();

    reloadFails = true;
    screen.getByRole('button', { name: 'Neu laden' }).click();
    expect(await screen.findByText('Befehl konnte nicht ausgeführt werden')).toBeTruthy();

    // The server pushes the TV on every change of state: online now, with its screenshot.
    act(() =>
      fake.sockets[0]!.fire('signage:device-updated', {
        ...tv,
        online: true,
        screenshotUrl: '/api/signage/screenshots/tv1/a.png',
      }),
    );
    expect(await screen.findByText('Online')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Screenshot von Theke' })).toBeTruthy();
  });
});
