import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';

// The hand-written orders migration must produce exactly the schema the entities describe.
describe('orders migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves nothing for TypeORM to change in the order tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const ours = upQueries
      .map((q) => q.query)
      .filter((q) => /"(order|order_history|outbox|idempotency_key|ticket_counter)"/.test(q));
    expect(ours).toEqual([]);
  });
});
