import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io } from 'socket.io-client';
import { PRINTER_TEXTS } from '../src/catalog/branches/printer-address.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { connect, type Recorder, sleep } from './realtime.helpers.js';
import { until } from './workers.sinks.js';

// Devices (issue 5): CRUD with a token shown once, device rooms, one-shot tests, signage commands that
// are re-sent on reconnect until the device acknowledges them. In-process mode (no Redis).
describe('devices', () => {
  let t: TestApp;
  let url: string;
  let admin: Staff;
  let branchId: string;
  const clients: Recorder[] = [];

  const createDevice = async (identifier: string, type: string) => {
    const res = await admin.post('/api/devices', { identifier, type, name: identifier, branch: { id: branchId } });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; token: string; commandState: string };
  };
  /** A device client that answers every command through the ack callback (or `device:ack`). */
  const deviceClient = (id: string, token: string, via: 'callback' | 'event' = 'callback') => {
    const r = connect(url, { deviceId: id, token });
    clients.push(r);
    r.socket.on('device:command', (cmd: { id: string }, ack: (a: { ok: boolean }) => void) => {
      if (via === 'callback') ack({ ok: true });
      else r.socket.emit('device:ack', { id: cmd.id });
    });
    return r;
  };
  const waitState = async (id: string, state: string) => {
    for (let i = 0; i < 100; i++) {
      const device = (await admin.get(`/api/devices/${id}`).expect(200)).body.data;
      if (device.commandState === state) return device;
      await sleep(100);
    }
    throw new Error(`device ${id} never reached ${state}`);
  };

  beforeAll(async () => {
    t = await startTestApp({ SOCKET_HANDSHAKES_PER_MINUTE: '10000' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    admin = await login(t.http, DEMO.admin);
    branchId = (await admin.post('/api/branches', { identifier: 'geraete', name: 'Geräte' }).expect(201)).body.data.id;
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) c.socket.disconnect();
    await t?.close();
  });

  it('migration and entities agree on the device and device_command tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"device(_command)?"/.test(q))).toEqual([]);
  });

  it('shows the token once, stores only its hash, and lists devices to staff', async () => {
    const device = await createDevice('drucker-1', 'printer');
    expect(device.token).toMatch(/^[\w-]{32}$/);
    const [row] = await t.ds.query(`SELECT "tokenHash" FROM "device" WHERE "id" = $1`, [device.id]);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(device.token);
    const again = (await admin.get(`/api/devices/${device.id}`).expect(200)).body.data;
    expect(again).not.toHaveProperty('token');
    expect(again).toMatchObject({ identifier: 'drucker-1', type: 'printer', branch: { id: branchId } });
    const wrong = connect(url, { deviceId: device.id, token: 'x'.repeat(32) });
    clients.push(wrong);
    await wrong.connectError;
    wrong.socket.disconnect();
  });

  it('test notification, test print and log request reach the connected device; without one they fail', async () => {
    const device = await createDevice('drucker-2', 'printer');
    let res = await admin.post(`/api/devices/${device.id}/test/notification`);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: 'Test nicht erfolgreich.' }]);
    res = await admin.post(`/api/devices/${device.id}/request-device-logs`);
    expect(res.body.errors).toEqual([{ message: 'Log konnte nicht angefordert werden.' }]);

    const client = deviceClient(device.id, device.token);
    await client.connected;
    await admin.post(`/api/devices/${device.id}/test/notification`).expect(200);
    await admin.post(`/api/devices/${device.id}/test/print`).expect(200);
    await admin.post(`/api/devices/${device.id}/request-device-logs`).expect(200);
    expect(client.events.map((e) => (e.payload as { type?: string }).type)).toEqual([
      'notification',
      'print',
      'request-logs',
    ]);
    // The connect's bookkeeping (lastSeenAt) runs beside the socket's handshake: wait for it, not for luck.
    await until(
      async () => (await admin.get(`/api/devices/${device.id}`).expect(200)).body.data.lastSeenAt !== null,
      10_000,
      'lastSeenAt set on connect',
    );
  });

  it('a signage command for an offline device is sent on connect and stays pending until acknowledged', async () => {
    const device = await createDevice('screen-1', 'signage');
    const res = await admin.post(`/api/digital-signage-devices/${device.id}/command`, {
      command: { type: 'show-message', text: 'menu', minutes: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: device.id,
      commandState: 'pending',
      pendingCommand: { type: 'signage' },
    });
    const commandId = res.body.data.pendingCommand.id as string;

    // First connection does not acknowledge: the command stays pending and comes again next time.
    const silent = connect(url, { deviceId: device.id, token: device.token });
    clients.push(silent);
    await silent.waitFor((e) => e.name === 'device:command');
    silent.socket.disconnect();
    expect((await admin.get(`/api/devices/${device.id}`).expect(200)).body.data.commandState).toBe('pending');

    const client = deviceClient(device.id, device.token, 'event');
    const resent = await client.waitFor((e) => e.name === 'device:command');
    expect(resent.payload).toMatchObject({ id: commandId, payload: { type: 'show-message', text: 'menu' } });
    await waitState(device.id, 'acknowledged');
    client.socket.disconnect();
  });

  it('each command is a row: open ones reach the device on connect in order, once; expired ones fail', async () => {
    const device = await createDevice('screen-rows', 'signage');
    const post = async (command: { type: string }) =>
      (await admin.post(`/api/digital-signage-devices/${device.id}/command`, { command }).expect(200)).body.data
        .pendingCommand.id as string;
    const rows = async () =>
      Object.fromEntries(
        (
          (await t.ds.query(`SELECT "id", "state" FROM "device_command" WHERE "deviceId" = $1`, [device.id])) as {
            id: string;
            state: string;
          }[]
        ).map((r) => [r.id, r.state]),
      );
    const a = await post({ type: 'reload' });
    const b = await post({ type: 'screenshot' });
    const c = await post({ type: 'reload' });
    await t.ds.query(`UPDATE "device_command" SET "expiresAt" = now() - interval '1 second' WHERE "id" = $1`, [c]);

    // The device acknowledges `a` only, by `device:ack` (though `a` is not the latest), and the test
    // notification; every other callback says not run (ok: false), which acknowledges nothing.
    const client = connect(url, { deviceId: device.id, token: device.token });
    clients.push(client);
    client.socket.on('device:command', (cmd: { id: string; type: string }, ack: (r: { ok: boolean }) => void) => {
      if (cmd.id === a) client.socket.emit('device:ack', { id: a });
      ack({ ok: cmd.type === 'notification' });
    });
    await client.waitFor((e) => e.name === 'device:command' && e.payload.id === b);
    // A later message on the same socket: the positive signal that the re-send is over.
    await admin.post(`/api/devices/${device.id}/test/notification`).expect(200);
    const commands = client.events.filter((e) => e.name === 'device:command').map((e) => e.payload);
    expect(commands.map((e) => e.id)).toEqual([a, b, commands[2].id]);
    expect(commands[2]).toMatchObject({ type: 'notification' });
    for (let i = 0; i < 100 && (await rows())[a] !== 'acknowledged'; i++) await sleep(50);
    expect(await rows()).toEqual({ [a]: 'acknowledged', [b]: 'sent', [c]: 'failed' });
    // The device and the TV view show the latest command: expired without an ack.
    expect((await admin.get(`/api/devices/${device.id}`).expect(200)).body.data).toMatchObject({
      commandState: 'failed',
      pendingCommand: { id: c },
    });
    const tvView = (await admin.get(`/api/digital-signage-devices/${device.id}`).expect(200)).body.data;
    expect(tvView.commandState).toBe('failed');

    // Abort without an id takes the latest open one (b), and the connected device is told.
    await admin.post(`/api/digital-signage-devices/${device.id}/command/abort`).expect(200);
    await client.waitFor(
      (e) => e.name === 'device:command' && (e.payload as { payload?: { abort?: string } }).payload?.abort === b,
    );
    expect((await rows())[b]).toBe('aborted');
    client.socket.disconnect();
  });

  it('refuses a handshake from a foreign browser origin, even with valid credentials', async () => {
    const device = await createDevice('screen-origin', 'signage');
    const foreign = io(url, {
      auth: { deviceId: device.id, token: device.token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      foreign.once('connect', () => resolve('connected'));
      foreign.once('connect_error', () => resolve('refused'));
    });
    foreign.disconnect();
    expect(outcome).toBe('refused');
    const sameHost = deviceClient(device.id, device.token);
    await sameHost.connected;
  });

  it('an aborted command is never sent; commands are for signage devices only', async () => {
    const device = await createDevice('screen-2', 'signage');
    await admin.post(`/api/digital-signage-devices/${device.id}/command`, { command: { type: 'reload' } }).expect(200);
    const aborted = await admin.post(`/api/digital-signage-devices/${device.id}/command/abort`).expect(200);
    expect(aborted.body.data).toMatchObject({ commandState: 'aborted', pendingCommand: null });
    const client = deviceClient(device.id, device.token);
    await client.connected;
    // A later message on the same socket: had the aborted command been sent on connect, it came first.
    await admin.post(`/api/devices/${device.id}/test/notification`).expect(200);
    // Only commands count here: a signage TV also gets 'signage:manifest-changed' on connect (issue 19).
    const commands = client.events.filter((e) => e.name === 'device:command');
    expect(commands.map((e) => (e.payload as { type?: string }).type)).toEqual(['notification']);

    const printer = await createDevice('drucker-3', 'printer');
    await admin.post(`/api/digital-signage-devices/${printer.id}/command`, { command: {} }).expect(404);
  });

  // Issue 6: a printer device carries the raw-TCP address receipts go to (the print job: branch-printer spec).
  describe('printer address', () => {
    it("an admin sets it on create and update (trimmed, '' or null clears it); it is read back", async () => {
      const res = await admin.post('/api/devices', {
        identifier: 'drucker-adresse',
        type: 'printer',
        branch: { id: branchId },
        address: ' 192.168.1.50 ',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.address).toBe('192.168.1.50');
      const id = res.body.data.id as string;
      const put = await admin.put(`/api/devices/${id}`, { address: 'drucker.filiale.local:9101' }).expect(200);
      expect(put.body.data).toMatchObject({ address: 'drucker.filiale.local:9101', type: 'printer' });
      const [row] = await t.ds.query(`SELECT "address" FROM "device" WHERE "id" = $1`, [id]);
      expect(row.address).toBe('drucker.filiale.local:9101');
      // An update without the field keeps it.
      await admin.put(`/api/devices/${id}`, { name: 'Theke' }).expect(200);
      expect((await admin.get(`/api/devices/${id}`).expect(200)).body.data.address).toBe('drucker.filiale.local:9101');
      expect((await admin.put(`/api/devices/${id}`, { address: '' }).expect(200)).body.data.address).toBeNull();
      await admin.put(`/api/devices/${id}`, { address: '10.0.0.9' }).expect(200);
      expect((await admin.put(`/api/devices/${id}`, { address: null }).expect(200)).body.data.address).toBeNull();
      // Devices without an address answer null.
      expect((await createDevice('drucker-ohne', 'printer')) as unknown).toMatchObject({ address: null });
    });

    it.each(['http://192.168.1.50', '192.168.1.50:99999', '192.168.1.50:0', 'drucker local', '[::1]:9100', 'a:b:c'])(
      'refuses %p with a German message on address (422)',
      async (address) => {
        const res = await admin.post('/api/devices', {
          identifier: 'drucker-falsch',
          type: 'printer',
          branch: { id: branchId },
          address,
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ message: PRINTER_TEXTS.addressInvalid, field: 'address' }]);
      },
    );

    it('refuses an over-long address on the field', async () => {
      const device = await createDevice('drucker-lang', 'printer');
      const res = await admin.put(`/api/devices/${device.id}`, { address: 'a'.repeat(256) }).expect(422);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].field).toBe('address');
    });

    it('refuses an address on signage and frontdesk devices, also when a printer changes its type', async () => {
      for (const type of ['signage', 'frontdesk']) {
        const res = await admin.post('/api/devices', {
          identifier: `${type}-adresse`,
          type,
          branch: { id: branchId },
          address: '192.168.1.60',
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ message: PRINTER_TEXTS.deviceAddressPrinterOnly, field: 'address' }]);
      }
      const screen = await createDevice('screen-adresse', 'signage');
      const refused = await admin.put(`/api/devices/${screen.id}`, { address: '192.168.1.60' }).expect(422);
      expect(refused.body.errors[0].field).toBe('address');
      // A null address is fine for every type.
      await admin.put(`/api/devices/${screen.id}`, { address: null }).expect(200);

      const printer = (
        await admin
          .post('/api/devices', { identifier: 'drucker-typ', type: 'printer', branch: { id: branchId }, address: 'x1' })
          .expect(201)
      ).body.data;
      const retyped = await admin.put(`/api/devices/${printer.id}`, { type: 'signage' }).expect(422);
      expect(retyped.body.errors).toEqual([{ message: PRINTER_TEXTS.deviceAddressPrinterOnly, field: 'address' }]);
      const cleared = await admin.put(`/api/devices/${printer.id}`, { type: 'signage', address: null }).expect(200);
      expect(cleared.body.data).toMatchObject({ type: 'signage', address: null });
    });

    it('employees read it for their branches but cannot set it', async () => {
      const wien = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
      const device = (
        await admin
          .post('/api/devices', { identifier: 'drucker-wien', type: 'printer', branch: { id: wien }, address: 'x2' })
          .expect(201)
      ).body.data;
      const employee = await login(t.http, DEMO.employee);
      expect((await employee.get(`/api/devices/${device.id}`).expect(200)).body.data.address).toBe('x2');
      const put = await employee.put(`/api/devices/${device.id}`, { address: '127.0.0.1:6379' });
      expect(put.status).toBe(403);
      expect(put.body.errors[0].message).toBeTruthy();
      const post = await employee.post('/api/devices', {
        identifier: 'drucker-mitarbeiter',
        type: 'printer',
        branch: { id: wien },
        address: '127.0.0.1:6379',
      });
      expect(post.status).toBe(403);
      const [row] = await t.ds.query(`SELECT "address" FROM "device" WHERE "id" = $1`, [device.id]);
      expect(row.address).toBe('x2');
      expect(await t.ds.query(`SELECT 1 FROM "device" WHERE "identifier" = 'drucker-mitarbeiter'`)).toEqual([]);
    });
  });
});
