import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MissedOrdersService } from '../src/realtime/missed-orders.service.js';
import type { Server } from 'socket.io';
import { RealtimeGateway } from '../src/realtime/realtime.gateway.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { connect, outboxSent, type Recorder } from './realtime.helpers.js';

// Missed orders (issue 5): unanswered N minutes (shop config missedOrderMinutes) after placing ->
// `order:missed` to the branch's frontdesk (and back office), once. In-process mode, one instance.
describe('missed-order alarm', () => {
  let t: TestApp;
  let url: string;
  let cat: Catalogue;
  const clients: Recorder[] = [];

  beforeAll(async () => {
    // The periodic check is slowed down so only the test's explicit rounds run.
    t = await startTestApp({ MISSED_ORDER_CHECK_SECONDS: '3600', SOCKET_HANDSHAKES_PER_MINUTE: '10000' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    cat = await createCatalogue(t);
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) c.socket.disconnect();
    await t?.close();
  });

  it('pushes an unanswered order once to its branch frontdesk, not to other branches, not answered ones', async () => {
    const frontdesk = connect(url, { branchId: cat.branch.id, apiKey: cat.branch.apiKey });
    const other = connect(url, { branchId: cat.hoursBranch.id, apiKey: cat.hoursBranch.apiKey });
    clients.push(frontdesk, other);
    await Promise.all([frontdesk.connected, other.connected]);
    const missed = (await placeOrder(t, takeaway(cat.branch.id, [item(cat.products.pizza)])).expect(201)).body.data;
    const answered = (await placeOrder(t, takeaway(cat.branch.id, [item(cat.products.pizza)])).expect(201)).body.data;
    await cat.admin.post(`/api/orders/${answered.id}/status/confirm`).expect(200);
    await outboxSent(t.ds, answered.id);

    const service = t.app.get(MissedOrdersService);
    const { missedOrderMinutes } = (await t.ds.query(`SELECT "missedOrderMinutes" FROM "shop_config"`))[0];
    // Not yet: placed just now.
    expect(await service.check(new Date())).toBe(0);
    const later = new Date(Date.now() + (missedOrderMinutes + 1) * 60_000);
    expect(await service.check(later)).toBe(1);
    const pushed = await frontdesk.waitFor((e) => e.name === 'order:missed');
    expect(pushed.payload).toMatchObject({ id: missed.id, status: 'waitingForConfirmation' });
    // Once: the next round finds it flagged.
    expect(await service.check(later)).toBe(0);
    // A marker to every socket after the rounds: once each has it, anything pushed before has arrived.
    (t.app.get(RealtimeGateway).io as unknown as Server).emit('test:marker');
    await Promise.all([frontdesk, other].map((r) => r.waitFor((e) => e.name === 'test:marker')));
    expect(frontdesk.events.filter((e) => e.name === 'order:missed')).toHaveLength(1);
    expect(other.events.filter((e) => e.name === 'order:missed')).toEqual([]);
  });
});
