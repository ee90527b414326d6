// Test double for the unit specs of the order command handlers (issue 38 items 1, 3): a DataSource whose
// transaction runs on an in-memory EntityManager. Only specs import it; it holds no SQL of its own, it
// reads the statements the repositories send (history, outbox, audit) back as rows.
import type { DataSource, EntityManager } from 'typeorm';
import { Order } from '../order.entity.js';

/** A row a handler wrote, by table ("order" for updates and deletes of the order itself). */
export interface FakeWrite {
  table: string;
  op: 'insert' | 'update' | 'delete' | 'save';
  row: Record<string, unknown>;
}

/** Minimal order: what the transition table and the views read; tests override the rest. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return Object.assign(new Order(), {
    id: '00000000-0000-4000-8000-0000000000a1',
    uid: 'uid-1',
    hash: 'hash-1',
    branchId: '00000000-0000-4000-8000-0000000000b1',
    version: 3,
    ticketNumber: 12,
    ticketDay: '2026-03-02',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.at',
    phone: '+436641234567',
    notificationType: 'email',
    paymentMethod: 'cash',
    paymentStatus: 'offline',
    paymentReference: null,
    printError: null,
    isDelivery: false,
    isDineIn: false,
    isConfirmed: false,
    isRejected: false,
    isCanceled: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isPaid: false,
    isFailed: false,
    isRefunded: false,
    isQuotation: false,
    isPreorder: false,
    items: [],
    totalGross: '10.00',
    questionnaireRating: null,
    ...overrides,
  });
}

/** The row groups of `INSERT INTO "outbox"` (topic, orderId, payload, delay per row; see outboxInsertSql). */
function outboxRows(params: readonly unknown[]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i + 3 < params.length; i += 4) {
    rows.push({ topic: params[i], orderId: params[i + 1], payload: JSON.parse(String(params[i + 2])) });
  }
  return rows;
}

export class FakeOrderStore {
  readonly orders = new Map<string, Order>();
  readonly writes: FakeWrite[] = [];
  /** Answers of read statements by a text they contain (e.g. `"branch"` for an existence check). */
  readonly answers: { match: string; rows: unknown[] }[] = [];
  /** Every statement sent through query(), reads included. */
  readonly statements: { sql: string; params: unknown[] }[] = [];
  transactions = 0;

  constructor(...orders: Order[]) {
    for (const order of orders) this.orders.set(order.id, order);
  }

  /** Rows written to one table, in order. */
  rows(table: string): Record<string, unknown>[] {
    return this.writes.filter((w) => w.table === table).map((w) => w.row);
  }

  /** The outbox topics written, in order. */
  topics(): unknown[] {
    return this.rows('outbox').map((row) => row.topic);
  }

  readonly em = {
    queryRunner: { isTransactionActive: true, data: {} },
    getRepository: (entity: unknown) => (entity === Order ? this.orderRepository() : this.entityRepository(entity)),
    query: async (sql: string, params: unknown[] = []) => {
      this.statements.push({ sql, params });
      const insert = /^\s*(?:WITH "rows" AS \()?\s*INSERT INTO "(\w+)"/.exec(sql);
      if (insert) {
        const table = insert[1]!;
        const rows =
          table === 'outbox'
            ? outboxRows(params)
            : table === 'order_history'
              ? [
                  {
                    orderId: params[0],
                    version: params[1],
                    action: params[2],
                    actor: params[3],
                    data: JSON.parse(String(params[4])),
                  },
                ]
              : [{ params }];
        for (const row of rows) this.writes.push({ table, op: 'insert', row });
        return [];
      }
      return this.answers.find((a) => sql.includes(a.match))?.rows ?? [];
    },
  } as unknown as EntityManager;

  readonly ds = {
    manager: this.em,
    transaction: async <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => {
      this.transactions++;
      return work(this.em);
    },
  } as unknown as DataSource;

  private orderRepository() {
    const copy = (order: Order | undefined) => (order ? Object.assign(new Order(), order) : null);
    return {
      findOne: async ({ where }: { where: { id?: string; uid?: string } }) =>
        copy([...this.orders.values()].find((o) => (where.id ? o.id === where.id : o.uid === where.uid))),
      findOneByOrFail: async ({ id }: { id: string }) => {
        const found = copy(this.orders.get(id));
        if (!found) throw new Error(`no order ${id}`);
        return found;
      },
      update: async ({ id, version }: { id: string; version: number }, patch: Partial<Order>) => {
        const order = this.orders.get(id);
        if (!order || order.version !== version) return { affected: 0 };
        Object.assign(order, patch);
        this.writes.push({ table: 'order', op: 'update', row: { id, ...patch } });
        return { affected: 1 };
      },
      delete: async ({ id }: { id: string }) => {
        this.orders.delete(id);
        this.writes.push({ table: 'order', op: 'delete', row: { id } });
        return { affected: 1 };
      },
    };
  }

  private entityRepository(entity: unknown) {
    const table = (entity as { name?: string }).name ?? 'entity';
    return {
      create: (value: Record<string, unknown>) => ({ ...value }),
      save: async (value: Record<string, unknown>) => {
        const row = { id: `${table}-${this.writes.length + 1}`, ...value };
        this.writes.push({ table, op: 'save', row });
        return row;
      },
    };
  }
}

/**
 * The same store as a plain record, for specs that compare whole arrays: history rows without the order id,
 * outbox rows as topic + order, the orders whose edit history was scrubbed (erase), transactions opened.
 */
export function fakeOrderStore(orders: Partial<Order>[]) {
  const store = new FakeOrderStore(
    ...orders.map((o) => Object.assign(new Order(), { version: 1, branchId: 'b1', ...o })),
  );
  return {
    ds: store.ds,
    em: store.em,
    rows: store.orders,
    order: (id: string) => store.orders.get(id)!,
    get history() {
      return store.rows('order_history').map(({ orderId: _orderId, ...row }) => row);
    },
    get outbox() {
      return store.rows('outbox').map(({ topic, orderId }) => ({ topic, orderId }));
    },
    get scrubbed() {
      return store.statements.filter((s) => /^\s*UPDATE "order_history"/.test(s.sql)).map((s) => s.params[0] as string);
    },
    transactions: {
      get opened() {
        return store.transactions;
      },
    },
  };
}
