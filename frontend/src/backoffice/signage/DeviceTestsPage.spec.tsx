import { App } from 'antd';
import { stubFetch } from '../../test/test-fetch';
import { render, screen } from '../../test/render';
import DeviceTestsPage from './DeviceTestsPage';

const devices = [
  { id: 'p1', name: 'Bondrucker', identifier: 'bon', type: 'printer' },
  { id: 'f1', name: 'Theke', identifier: 'theke', type: 'frontdesk' },
  { id: 't1', name: 'Stempeluhr', identifier: 'uhr', type: 'time-clock' },
];

describe('DeviceTestsPage', () => {
  it('lists printers and notification devices with their tests and shows the German errors', async () => {
    const calls = stubFetch({
      'GET /api/devices': { status: 200, body: { data: devices } },
      'POST /api/devices/p1/test/print': { status: 500, body: {} },
      'POST /api/devices/f1/request-device-logs': { status: 500, body: {} },
      'POST /api/devices/f1/test/notification': { status: 200, body: { data: {} } },
    });
    render(
      <App>
        <DeviceTestsPage />
      </App>,
    );
    expect(await screen.findByText('Bondrucker')).toBeTruthy();
    expect(screen.queryByText('Stempeluhr')).toBeNull();
    // Only printers print a test page.
    expect(screen.getAllByRole('button', { name: 'Testdruck' })).toHaveLength(1);

    screen.getByRole('button', { name: 'Testdruck' }).click();
    expect(await screen.findByText('Test nicht erfolgreich')).toBeTruthy();
    screen.getAllByRole('button', { name: 'Log anfordern' })[1]!.click();
    expect(await screen.findByText('Log konnte nicht angefordert werden')).toBeTruthy();
    screen.getAllByRole('button', { name: 'Testbenachrichtigung' })[1]!.click();
    expect(await screen.findByText('Test gesendet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/devices/p1/test/print',
      '/api/devices/f1/request-device-logs',
      '/api/devices/f1/test/notification',
    ]);
  });
});
