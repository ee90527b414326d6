import type { DataSource, EntityManager } from 'typeorm';
import type { Order } from '../order.entity.js';

/**
 * An in-memory stand-in for the order table, its history and the outbox, for handler specs without a
 * database: it answers the calls findOrder and commitChange make (entity repository + two INSERTs) and
 * records scrubEditHistory.
 */
export function fakeOrderStore(orders: Partial<Order>[]) {
  const rows = new Map(orders.map((o) => [o.id!, { version: 1, branchId: 'b1', ...o } as Order]));
  const history: { action: string; actor: string; version: number; data: unknown }[] = [];
  const outbox: { topic: string; orderId: string }[] = [];
  /** Orders whose edits in the history were scrubbed (erase). */
  const scrubbed: string[] = [];
  const transactions = { opened: 0 };
  const repo = {
    findOne: async ({ where }: { where: { id?: string; uid?: string } }) =>
      [...rows.values()].find((o) => (where.id ? o.id === where.id : o.uid === where.uid)) ?? null,
    update: async (criteria: { id: string; version: number }, patch: Partial<Order>) => {
      const row = rows.get(criteria.id);
      if (!row || row.version !== criteria.version) return { affected: 0 };
      Object.assign(row, patch);
      return { affected: 1 };
    },
    findOneByOrFail: async ({ id }: { id: string }) => ({ ...rows.get(id)! }),
  };
  const em = {
    getRepository: () => repo,
    queryRunner: { isTransactionActive: true, data: {} },
    query: async (sql: string, params: unknown[]) => {
      const ofHistory = sql.includes('"order_history"');
      if (ofHistory && /^\s*UPDATE/.test(sql)) scrubbed.push(params[0] as string);
      else if (ofHistory) {
        const [, version, action, actor, data] = params as [string, number, string, string, string];
        history.push({ version, action, actor, data: JSON.parse(data) });
      } else if (sql.includes('"outbox"')) {
        // outboxInsertSql: topic, orderId, payload, delay per row.
        for (let i = 0; i < params.length; i += 4)
          outbox.push({ topic: params[i] as string, orderId: params[i + 1] as string });
      }
      return [];
    },
  } as unknown as EntityManager;
  const ds = {
    manager: em,
    transaction: async <T>(fn: (em: EntityManager) => Promise<T>) => {
      transactions.opened += 1;
      return fn(em);
    },
  } as unknown as DataSource;
  return { ds, em, rows, history, outbox, scrubbed, transactions, order: (id: string) => rows.get(id)! };
}
