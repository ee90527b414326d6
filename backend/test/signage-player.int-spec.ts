import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { cookieValue, DEMO, type Staff, startTestApp, type TestApp } from './harness.js';
import { createCatalogue, item, placeOrder, takeaway, type Catalogue } from './orders.fixtures.js';
import { connect, type Recorder } from './realtime.helpers.js';

// Signage (issue 19): resources, pairing by code, the manifest, commands with acknowledgement (live, on
// reconnect, aborted), online state pushed to the back office, live menu-board prices and the pickup
// board. One app boot, in-process realtime (no Redis).
describe('signage', () => {
  let t: TestApp;
  let url: string;
  let admin: Staff;
  let cat: Catalogue;
  let branchId: string;
  let sceneId: string;
  let tv: { id: string; token: string };
  let boCookie: string;
  const clients: Recorder[] = [];
  const bearer = () => ({ Authorization: `Bearer ${tv.token}` });
  const player = () => {
    const r = connect(url, { deviceId: tv.id, token: tv.token });
    clients.push(r);
    return r;
  };
  /** The server sends its manifest version once the socket is in all its rooms. */
  const ready = (r: Recorder) => r.waitFor((e) => e.name === 'signage:manifest-changed');
  const waitDevice = async (pred: (d: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const d = (await admin.get(`/api/digital-signage-devices/${tv.id}`).expect(200)).body.data;
      if (pred(d)) return d;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('device never reached the state');
  };
  const commandState = async (id: string) =>
    ((await t.ds.query(`SELECT "state" FROM "device_command" WHERE "id" = $1`, [id])) as { state: string }[])[0]?.state;
  /** The player's ack travels back over the socket after it got the command; poll until the row says so. */
  const waitCommand = async (id: string, state: string) => {
    for (let i = 0; i < 200; i++) {
      if ((await commandState(id)) === state) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`command ${id} never became ${state}`);
  };

  beforeAll(async () => {
    t = await startTestApp({ SOCKET_HANDSHAKES_PER_MINUTE: '10000' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    cat = await createCatalogue(t, 'signage');
    admin = cat.admin;
    branchId = cat.branch.id;
    const res = await request(t.http).post('/api/auth/login').send(DEMO.admin).expect(200);
    boCookie = `sid=${encodeURIComponent(cookieValue(res, 'sid')!)}`;
  }, 90_000);

  // A test that fails half-way must not leave its player connected for the next one.
  afterEach(() => {
    for (const c of clients.splice(0)) c.socket.disconnect();
  });

  afterAll(async () => {
    for (const c of clients) c.socket.disconnect();
    await t?.close();
  });

  it('migration and entities agree on the signage tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"signage_/.test(q))).toEqual([]);
  });

  it('demo: a TV per demo branch plays the menu board all day and the pickup board in the afternoon', async () => {
    const wien = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
    const tvs = (await admin.get(`/api/digital-signage-devices?branch=${wien}`).expect(200)).body.data;
    expect(tvs).toHaveLength(1);
    expect(tvs[0]).toMatchObject({ identifier: 'tv-wien', paired: false, online: false });
    const segments = (await admin.get('/api/digital-signage-segments').expect(200)).body.data as {
      id: string;
      name: string;
    }[];
    const named = (name: string) => segments.find((x) => x.name === name)!.id;
    const at = async (iso: string) =>
      (await admin.get(`/api/digital-signage-devices/${tvs[0].id}/playback?at=${iso}`).expect(200)).body.data;
    expect(await at('2026-07-01T08:00:00Z')).toMatchObject({ source: 'schedule', segmentId: named('Tagesprogramm') });
    expect(await at('2026-07-01T13:00:00Z')).toMatchObject({
      source: 'schedule',
      segmentId: named('Nachmittag mit Abholung'),
    });
    const scenes = (await admin.get('/api/scenes?path=/demo/speisekarte').expect(200)).body.data;
    expect(scenes[0].zones.map((z: { kind: string }) => z.kind)).toEqual(['text', 'menu-board', 'text']);
  });

  it('scenes, segments and streams: CRUD with filters and German validation', async () => {
    const category = (await admin.get(`/api/products/${cat.products.pizza}`).expect(200)).body.data.category.id;
    const scene = await admin
      .post('/api/scenes', {
        name: 'Speisekarte',
        path: '/speisekarte',
        branch: { id: branchId },
        zones: [
          { id: 'menu', kind: 'menu-board', x: 0, y: 0, width: 60, height: 100, categories: [{ id: category }] },
          { id: 'pickup', kind: 'pickup-board', x: 60, y: 0, width: 40, height: 100 },
        ],
      })
      .expect(201);
    sceneId = scene.body.data.id;
    const bad = await admin.post('/api/scenes', {
      name: 'x',
      path: '/x',
      zones: [{ id: 'a', kind: 'text', text: 'Hallo', x: 50, y: 0, width: 60, height: 10 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toEqual({ message: 'Die Zone liegt außerhalb des Bildschirms.', field: 'zones.0' });

    const segment = await admin
      .post('/api/digital-signage-segments', {
        name: 'Tag',
        branch: { id: branchId },
        items: [{ scene: { id: sceneId }, durationSeconds: 20, transition: 'fade' }],
      })
      .expect(201);
    const uses = await admin.get(`/api/digital-signage-segments?scene=${sceneId}`).expect(200);
    expect(uses.body.data.map((s: { id: string }) => s.id)).toEqual([segment.body.data.id]);

    const stream = await admin
      .post('/api/digital-signage-streams', {
        name: 'Woche',
        branch: { id: branchId },
        entries: [
          {
            id: 'e1',
            segment: { id: segment.body.data.id },
            dateFrom: null,
            dateTo: null,
            weekdays: [],
            from: '00:00',
            to: '24:00',
            priority: 0,
          },
        ],
        fallbackSegment: { id: segment.body.data.id },
      })
      .expect(201);
    const wrong = await admin.post('/api/digital-signage-streams', {
      name: 'x',
      entries: [],
      takeovers: [
        {
          id: 't',
          name: 'x',
          segment: { id: segment.body.data.id },
          startsAt: '2026-07-02T10:00:00Z',
          endsAt: '2026-07-01T10:00:00Z',
        },
      ],
    });
    expect(wrong.body.errors[0]).toEqual({ message: 'Das Ende liegt vor dem Beginn.', field: 'takeovers.0.endsAt' });
    // The branch's own streams and the shared ones (the demo's 'Filial-TV').
    const names = async (query: string) =>
      ((await admin.get(`/api/digital-signage-streams?${query}`).expect(200)).body.data as { name: string }[])
        .map((x) => x.name)
        .sort();
    expect(await names(`branch=${branchId}`)).toEqual(['Filial-TV', 'Woche']);
    expect(await names(`branch=${branchId}&q=woch`)).toEqual(['Woche']);

    // Pairing: the TV asks for a code, staff enter it, the TV picks up its token once.
    const pairing = (await request(t.http).post('/api/signage/pairing-requests').send({}).expect(201)).body.data;
    expect(pairing.code).toMatch(/^[A-Z2-9]{6}$/);
    const poll = () => request(t.http).get(`/api/signage/pairing-requests/${pairing.id}?secret=${pairing.secret}`);
    expect((await poll().expect(200)).body.data.status).toBe('waiting');
    const badCode = await admin.post('/api/digital-signage-devices/pair', { code: 'ZZZZZZ', branch: { id: branchId } });
    expect(badCode.body.errors).toEqual([{ message: 'Der Code ist ungültig oder abgelaufen.', field: 'code' }]);
    const paired = await admin
      .post('/api/digital-signage-devices/pair', {
        code: pairing.code.toLowerCase(),
        branch: { id: branchId },
        name: 'TV Theke',
        stream: { id: stream.body.data.id },
      })
      .expect(201);
    expect(paired.body.data).toMatchObject({
      name: 'TV Theke',
      paired: true,
      online: false,
      stream: { id: stream.body.data.id },
    });
    const picked = (await poll().expect(200)).body.data;
    expect(picked).toMatchObject({ status: 'paired', deviceId: paired.body.data.id });
    await poll().expect(404); // handed out once
    tv = { id: picked.deviceId, token: picked.token };

    const manifest = await request(t.http).get('/api/signage/player/manifest').set(bearer()).expect(200);
    expect(manifest.body.data.scenes[sceneId].zones.map((z: { kind: string }) => z.kind)).toEqual([
      'menu-board',
      'pickup-board',
    ]);
    expect(manifest.body.data.stream.entries).toHaveLength(1);
    await request(t.http)
      .get('/api/signage/player/manifest')
      .set({ ...bearer(), 'If-None-Match': manifest.headers.etag })
      .expect(304);
    await request(t.http).get('/api/signage/player/manifest').set({ Authorization: 'Bearer nope' }).expect(401);
    const playback = await admin.get(`/api/digital-signage-devices/${tv.id}/playback`).expect(200);
    expect(playback.body.data).toMatchObject({ source: 'schedule', segmentId: segment.body.data.id });
  });

  it('a command reaches the connected player, is acknowledged, and the back office sees online and ack live', async () => {
    const office = connect(url, {}, { cookie: boCookie });
    clients.push(office);
    await office.connected;
    const p = player();
    await ready(p);
    await office.waitFor(
      (e) => e.name === 'signage:device-updated' && (e.payload as { online?: boolean }).online === true,
    );
    p.socket.on('device:command', (_cmd: unknown, ack: (a: { ok: boolean }) => void) => ack({ ok: true }));

    const res = await admin
      .post(`/api/digital-signage-devices/${tv.id}/command`, { command: { type: 'reload' } })
      .expect(200);
    // The connected player may have acknowledged it before the answer was written.
    expect(['pending', 'acknowledged']).toContain(res.body.data.commandState);
    expect(res.body.data).toMatchObject({
      id: tv.id,
      pendingCommand: { payload: { type: 'reload' } },
    });
    const commandId = res.body.data.pendingCommand.id;
    const got = await p.waitFor((e) => e.name === 'device:command');
    expect(got.payload.id).toBe(commandId);
    await office.waitFor(
      (e) =>
        e.name === 'signage:device-updated' && (e.payload as { commandState?: string }).commandState === 'acknowledged',
    );

    // Bad input: the spec's text first.
    const bad = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, { command: { type: 'explode' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toEqual({ message: 'Befehl konnte nicht ausgeführt werden' });

    p.socket.disconnect();
    await office.waitFor(
      (e) => e.name === 'signage:device-updated' && (e.payload as { online?: boolean }).online === false,
    );
    office.socket.disconnect();
  });

  it('a command to an offline player is in the poll and delivered on reconnect exactly once', async () => {
    const res = await admin
      .post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: { type: 'show-scene', scene: { id: sceneId }, minutes: 5 },
      })
      .expect(200);
    const commandId = res.body.data.pendingCommand.id;
    const polled = await request(t.http).get('/api/signage/player/commands').set(bearer()).expect(200);
    expect(polled.body.data.commands.map((c: { id: string }) => c.id)).toEqual([commandId]);
    expect((await admin.get(`/api/digital-signage-devices/${tv.id}/playback`).expect(200)).body.data).toMatchObject({
      source: 'override',
      sceneId,
    });

    const p = player();
    p.socket.on('device:command', (_cmd: unknown, ack: (a: { ok: boolean }) => void) => ack({ ok: true }));
    await p.waitFor((e) => e.name === 'device:command' && e.payload.id === commandId);
    await waitDevice((d) => d.commandState === 'acknowledged');
    // A later command on the same socket is the positive signal that nothing else was queued before it.
    const next = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, { command: { type: 'screenshot' } });
    await p.waitFor((e) => e.name === 'device:command' && e.payload.id === next.body.data.pendingCommand.id);
    expect(p.events.filter((e) => e.name === 'device:command').map((e) => e.payload.id)).toEqual([
      commandId,
      next.body.data.pendingCommand.id,
    ]);
    await waitCommand(next.body.data.pendingCommand.id, 'acknowledged');
    expect(
      (await request(t.http).get('/api/signage/player/commands').set(bearer()).expect(200)).body.data.commands,
    ).toEqual([]);

    // The screenshot the command asked for: stored and served to staff.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const shot = await request(t.http)
      .post('/api/signage/player/screenshot')
      .set(bearer())
      .send({ data: `data:image/png;base64,${png.toString('base64')}` })
      .expect(201);
    const file = await admin.get(shot.body.data.url).expect(200);
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    await request(t.http).get(shot.body.data.url).expect(401);
    p.socket.disconnect();
  });

  it('abort stops a pending command: not in the poll, not sent on connect', async () => {
    const res = await admin
      .post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: { type: 'show-message', text: 'Gleich zurück', minutes: 2 },
      })
      .expect(200);
    const aborted = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`).expect(200);
    expect(aborted.body.data).toMatchObject({ commandState: 'aborted', pendingCommand: null });
    const again = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    expect(again.body.errors).toEqual([{ message: 'Befehl konnte nicht abgebrochen werden' }]);
    expect(
      (await request(t.http).get('/api/signage/player/commands').set(bearer()).expect(200)).body.data.commands,
    ).toEqual([]);

    const p = player();
    p.socket.on('device:command', (_cmd: unknown, ack: (a: { ok: boolean }) => void) => ack({ ok: true }));
    await ready(p);
    const next = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, { command: { type: 'reload' } });
    await p.waitFor((e) => e.name === 'device:command' && e.payload.id === next.body.data.pendingCommand.id);
    expect(p.events.some((e) => e.name === 'device:command' && e.payload.id === res.body.data.pendingCommand.id)).toBe(
      false,
    );
    p.socket.disconnect();

    // The REST heartbeat (a TV whose socket is blocked) keeps the TV online and reports what it plays.
    const beat = await request(t.http)
      .post('/api/signage/player/heartbeat')
      .set(bearer())
      .send({
        version: 'alt',
        currentItem: { source: 'schedule', segmentId: null, sceneId, index: 0 },
        uptimeSeconds: 42,
        playerVersion: '1.0.0',
      })
      .expect(200);
    expect(beat.body.data).toEqual({ latestVersion: expect.any(String), commands: [] });
    expect((await admin.get(`/api/digital-signage-devices/${tv.id}`).expect(200)).body.data).toMatchObject({
      online: true,
      contentVersion: 'alt',
      uptimeSeconds: 42,
      currentItem: { sceneId },
    });
  });

  it('commands are rows: several reach an offline player in order once each; ack by id; abort a sent one; expiry', async () => {
    const send = async (type: 'reload' | 'screenshot') =>
      (await admin.post(`/api/digital-signage-devices/${tv.id}/command`, { command: { type } }).expect(200)).body.data
        .pendingCommand.id as string;
    const poll = async () =>
      (await request(t.http).get('/api/signage/player/commands').set(bearer()).expect(200)).body.data.commands.map(
        (c: { id: string }) => c.id,
      );
    const abortOf = (e: { payload: unknown }) => (e.payload as { payload?: { abort?: string } }).payload?.abort;
    const rowState = commandState;
    // Offline: a newer command no longer replaces an older unacknowledged one.
    const first = await send('reload');
    const second = await send('screenshot');
    const expired = await send('reload');
    await t.ds.query(`UPDATE "device_command" SET "expiresAt" = now() - interval '1 second' WHERE "id" = $1`, [
      expired,
    ]);

    // This player answers every callback with ok: false (not run): its commands stay 'sent' until acked by id.
    const p = player();
    p.socket.on('device:command', (_cmd: unknown, ack: (a: { ok: boolean }) => void) => ack({ ok: false }));
    await p.waitFor((e) => e.name === 'device:command' && e.payload.id === second);
    expect(await rowState(first)).toBe('sent');
    expect(await rowState(expired)).toBe('failed');
    await request(t.http)
      .post(`/api/signage/player/commands/${first}/ack`)
      .set(bearer())
      .send({ ok: true })
      .expect(204);
    expect(await rowState(first)).toBe('acknowledged');
    expect(await poll()).toEqual([second]);

    // A live command on the same socket: the positive signal that the re-send is over.
    const fourth = await send('reload');
    await p.waitFor((e) => e.name === 'device:command' && e.payload.id === fourth);
    const commands = () => p.events.filter((e) => e.name === 'device:command').map((e) => e.payload);
    expect(commands().map((c) => c.id)).toEqual([first, second, fourth]);
    expect(await rowState(fourth)).toBe('sent');

    // Abort of the sent (not latest) second one: aborted, the player is told, the latest stays pending.
    const one = await admin
      .post(`/api/digital-signage-devices/${tv.id}/command/abort`, { commandId: second })
      .expect(200);
    expect(one.body.data).toMatchObject({ commandState: 'pending', pendingCommand: { id: fourth } });
    await p.waitFor((e) => e.name === 'device:command' && abortOf(e) === second);
    expect(await rowState(second)).toBe('aborted');
    expect(await poll()).toEqual([fourth]);
    // Without an id: the latest open one.
    const latest = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`).expect(200);
    expect(latest.body.data).toMatchObject({ commandState: 'aborted', pendingCommand: null });
    await p.waitFor((e) => e.name === 'device:command' && abortOf(e) === fourth);
    const none = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`, { commandId: first });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ message: 'Befehl konnte nicht abgebrochen werden' }]);
    expect(await poll()).toEqual([]);
    p.socket.disconnect();
  });

  it('a scene change pushes a new manifest version to the connected player', async () => {
    const p = player();
    const first = await ready(p);
    await admin.put(`/api/scenes/${sceneId}`, { background: '#222222' }).expect(200);
    const pushed = await p.waitFor(
      (e) =>
        e.name === 'signage:manifest-changed' && (e.payload as { version?: string }).version !== first.payload.version,
    );
    const manifest = await request(t.http).get('/api/signage/player/manifest').set(bearer()).expect(200);
    expect(manifest.body.data.version).toBe((pushed.payload as { version?: string }).version);
    expect(manifest.body.data.scenes[sceneId].background).toBe('#222222');
    p.socket.disconnect();
  });

  it('a price change reaches the menu board of a connected player', async () => {
    const p = player();
    await ready(p);
    const before = (await request(t.http).get('/api/signage/player/menu-boards').set(bearer()).expect(200)).body.data;
    const board = before.boards[`${sceneId}/menu`];
    const pizza = board.categories[0].items.find((i: { name: string }) => i.name === 'Pizza');
    expect(pizza).toMatchObject({ price: '11.00', priceText: '11,00 €', soldOut: false });
    expect(board.categories[0].items.find((i: { name: string }) => i.name === 'Ausverkauft')).toMatchObject({
      soldOut: true,
    });

    await admin.put(`/api/products/${cat.products.pizza}`, { price: '12.50' }).expect(200);
    await p.waitFor((e) => e.name === 'signage:menu-board-changed');
    const after = (await request(t.http).get('/api/signage/player/menu-boards').set(bearer()).expect(200)).body.data;
    expect(after.version).not.toBe(before.version);
    expect(
      after.boards[`${sceneId}/menu`].categories[0].items.find((i: { name: string }) => i.name === 'Pizza'),
    ).toMatchObject({
      price: '12.50',
      priceText: '12,50 €',
    });
    p.socket.disconnect();
  });

  it('the pickup board gets the number when the order is ready, and never a name', async () => {
    const p = player();
    await ready(p);
    const placed = await placeOrder(t, takeaway(branchId, [item(cat.products.wine)])).expect(201);
    const order = placed.body.data as { id: string; ticketNumber: number };
    const number = String(order.ticketNumber);
    await admin.post(`/api/orders/${order.id}/status/confirm`).expect(200);
    await p.waitFor((e) => e.name === 'pickup:updated' && (e.payload as { number?: string }).number === number);
    await admin.post(`/api/orders/${order.id}/status/in-delivery`).expect(200);
    const readyEvent = await p.waitFor(
      (e) => e.name === 'pickup:updated' && (e.payload as { state?: string }).state === 'ready',
    );
    expect(readyEvent.payload).toMatchObject({ branchId, number, state: 'ready' });

    const snapshot = await request(t.http).get(`/api/signage/pickup-board/${branchId}`).expect(200);
    expect(snapshot.body.data.ready.map((r: { number: string }) => r.number)).toContain(number);
    expect(JSON.stringify(snapshot.body.data)).not.toMatch(/Maria|Muster/);

    await admin.post(`/api/orders/${order.id}/status/completed`).expect(200);
    await p.waitFor(
      (e) => e.name === 'pickup:updated' && (e.payload as { state?: string; number?: string }).state === 'gone',
    );
    const later = await request(t.http).get(`/api/signage/pickup-board/${branchId}`).expect(200);
    expect(later.body.data.ready.map((r: { number: string }) => r.number)).not.toContain(number);
    p.socket.disconnect();
  });
});
