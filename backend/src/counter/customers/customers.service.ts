import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CHECKOUT_TEXTS,
  COUNTRIES,
  type Country,
  type CustomerContact,
  COUNTER_TEXTS,
  type CustomerExport,
  type CustomerOrderView,
  type CustomerView,
  customerKeys,
  normalisePhone,
  PHONE_FORMAT_EXAMPLE,
} from '@bestell/domain';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ApiError } from '../../common/index.js';
import { ErasePersonalDataCommand, type Order, type OrderActor, OrderLookup, orderView } from '../../orders/index.js';
import { Customer } from './customer.entity.js';
import { CustomersRepository, type OrderContactRow } from './customers.repository.js';

const SYNC_BATCH = 1000;
const HISTORY_LIMIT = 200;

export type CustomerInput = Partial<Pick<Customer, keyof CustomerContact | 'notes' | 'allergies'>>;

export function customerView(c: Customer, orderCount: number): CustomerView {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    companyName: c.companyName,
    phone: c.phone,
    email: c.email,
    street: c.street,
    zipCode: c.zipCode,
    city: c.city,
    country: c.country,
    notes: c.notes,
    allergies: c.allergies,
    orderCount,
    lastOrderAt: c.lastOrderAt ? new Date(c.lastOrderAt).toISOString() : null,
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
  };
}

/**
 * The newest order's contact data wins; blanks never overwrite what an earlier order said. The phone and
 * e-mail shown are those of the customer's keys (an order with another number only joined by e-mail).
 */
function takeContact(c: Customer, o: OrderContactRow, keys: ReturnType<typeof customerKeys>): void {
  for (const field of ['firstName', 'lastName', 'companyName', 'street', 'zipCode', 'city'] as const) {
    if (o[field]) c[field] = o[field];
  }
  if (o.street) c.country = o.country;
  if (keys.phoneKey && keys.phoneKey === c.phoneKey) c.phone = o.phone;
  if (keys.emailKey && keys.emailKey === c.emailKey) c.email = o.email;
}

/**
 * A number staff type for a customer is checked and stored in E.164 like an order's (issue 40 item 2),
 * read with the customer's country; one copied from an older order and left as it was is not.
 */
function checkPhone(customer: Customer, previous: string | null): void {
  const phone = (customer.phone ?? '').trim();
  if (!phone || phone === previous) return;
  const country = COUNTRIES.includes(customer.country as Country) ? (customer.country as Country) : undefined;
  const e164 = normalisePhone(phone, country);
  if (!e164) throw ApiError.validation([{ field: 'phone', message: CHECKOUT_TEXTS.phoneFormat(PHONE_FORMAT_EXAMPLE) }]);
  customer.phone = e164;
}

/** A customer's contact fields, blank: a new customer starts so; a scoped view rebuilds them from its orders. */
const BLANK_CONTACT: Partial<Customer> = {
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  email: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'AT',
  lastOrderAt: null,
};

/**
 * Customers (issue 21): built from orders on demand (every read first links the orders placed since
 * the last read, deduplicated by normalised phone / e-mail), edited by staff, exported and erased.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly ds: DataSource,
    private readonly orderLookup: OrderLookup,
    private readonly commands: CommandBus,
  ) {}

  /** Links the orders placed since the last sync to their customers, creating customers as needed. */
  async sync(em: EntityManager): Promise<void> {
    const repo = new CustomersRepository(em);
    await repo.lockSync();
    const since = await repo.watermark();
    let after: { createdAt: Date; id: string } | null = null;
    let newest: Date | null = null;
    for (;;) {
      const rows = await repo.unlinkedOrders(since, after, SYNC_BATCH);
      if (rows.length === 0) break;
      await this.linkBatch(em, repo, rows);
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      newest = last.createdAt;
      if (rows.length < SYNC_BATCH) break;
    }
    if (newest) await repo.setWatermark(newest);
  }

  private async linkBatch(em: EntityManager, repo: CustomersRepository, rows: OrderContactRow[]): Promise<void> {
    const keyed = rows.map((row) => ({ row, ...customerKeys(row) })).filter((k) => k.phoneKey || k.emailKey);
    const phoneKeys = [...new Set(keyed.map((k) => k.phoneKey).filter((k): k is string => !!k))];
    const emailKeys = [...new Set(keyed.map((k) => k.emailKey).filter((k): k is string => !!k))];
    const where = [
      ...(phoneKeys.length ? [{ phoneKey: In(phoneKeys) }] : []),
      ...(emailKeys.length ? [{ emailKey: In(emailKeys) }] : []),
    ];
    const existing = where.length ? await em.getRepository(Customer).find({ where }) : [];
    const byPhone = new Map<string, Customer>();
    const byEmail = new Map<string, Customer>();
    for (const c of existing) {
      if (c.phoneKey) byPhone.set(c.phoneKey, c);
      if (c.emailKey) byEmail.set(c.emailKey, c);
    }
    const touched = new Map<string, Customer>();
    const fresh = new Set<string>();
    const links: { orderId: string; customerId: string }[] = [];
    for (const { row, phoneKey, emailKey } of keyed) {
      // The phone decides first: staff on the phone find a caller by number.
      let customer = (phoneKey && byPhone.get(phoneKey)) || (emailKey && byEmail.get(emailKey)) || null;
      if (!customer) {
        customer = Object.assign(new Customer(), {
          id: randomUUID(),
          phoneKey: null,
          emailKey: null,
          ...BLANK_CONTACT,
          notes: '',
          allergies: '',
        });
        fresh.add(customer.id);
      }
      // A key joins this customer only while no other customer holds it.
      if (phoneKey && !customer.phoneKey && !byPhone.has(phoneKey)) customer.phoneKey = phoneKey;
      if (emailKey && !customer.emailKey && !byEmail.has(emailKey)) customer.emailKey = emailKey;
      if (customer.phoneKey) byPhone.set(customer.phoneKey, customer);
      if (customer.emailKey) byEmail.set(customer.emailKey, customer);
      const at = new Date(row.createdAt);
      if (!customer.lastOrderAt || at >= new Date(customer.lastOrderAt)) {
        takeContact(customer, row, { phoneKey, emailKey });
        customer.lastOrderAt = at;
      }
      touched.set(customer.id, customer);
      links.push({ orderId: row.id, customerId: customer.id });
    }
    await repo.saveContacts([...touched.values()], fresh);
    await repo.link(links);
  }

  async list(filter: { search?: string; branchIds: string[] | null; page: number; limit: number }) {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      const repo = new CustomersRepository(em);
      const search = filter.search?.trim() || undefined;
      const { rows, total } = await repo.list({
        search,
        phoneKey: search ? customerKeys({ phone: search }).phoneKey : null,
        branchIds: filter.branchIds,
        limit: filter.limit,
        offset: (filter.page - 1) * filter.limit,
      });
      const found = await em.getRepository(Customer).findBy({ id: In(rows.map((r) => r.id)) });
      const byId = new Map((await this.scoped(em, found, filter.branchIds)).map((c) => [c.id, c]));
      const items = rows.flatMap((r) => {
        const c = byId.get(r.id);
        return c ? [customerView(c, r.orderCount)] : [];
      });
      return { items, total };
    });
  }

  /**
   * What an employee may see of the customers (issue 36): a customer record follows the newest order of
   * any branch, so for one who also ordered elsewhere the contact fields and lastOrderAt are rebuilt
   * from the orders of the caller's branches alone (the sync's rule: newest wins, blanks never
   * overwrite). Notes and allergies are the customer's, kept by staff, and stay. Admins (null) and
   * customers with orders only in the caller's branches get the record as it is. Copies; nothing saved.
   */
  private async scoped(em: EntityManager, customers: Customer[], branchIds: string[] | null): Promise<Customer[]> {
    if (!branchIds || customers.length === 0) return customers;
    const repo = new CustomersRepository(em);
    const mixed = await repo.withOrdersOutside(
      customers.map((c) => c.id),
      branchIds,
    );
    if (mixed.size === 0) return customers;
    const rebuilt = new Map(
      customers.filter((c) => mixed.has(c.id)).map((c) => [c.id, Object.assign(new Customer(), c, BLANK_CONTACT)]),
    );
    for (const row of await repo.contactsIn([...mixed], branchIds)) {
      const c = rebuilt.get(row.customerId)!;
      takeContact(c, row, customerKeys(row));
      c.lastOrderAt = new Date(row.createdAt);
    }
    return customers.map((c) => rebuilt.get(c.id) ?? c);
  }

  /** The customer within the caller's branches (customers without orders are everyone's); else 404. */
  private async load(em: EntityManager, id: string, branchIds: string[] | null, lock = false): Promise<Customer> {
    const customer = await em
      .getRepository(Customer)
      .findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!customer) throw ApiError.notFound();
    if (branchIds && !(await new CustomersRepository(em).hasOrderIn(id, branchIds))) throw ApiError.notFound();
    return customer;
  }

  async one(id: string, branchIds: string[] | null): Promise<CustomerView> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      const [customer] = await this.scoped(em, [await this.load(em, id, branchIds)], branchIds);
      return customerView(customer!, await new CustomersRepository(em).orderCount(id, branchIds));
    });
  }

  async create(input: CustomerInput): Promise<CustomerView> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      const customer = Object.assign(new Customer(), {
        firstName: '',
        lastName: '',
        companyName: '',
        phone: '',
        email: '',
        street: '',
        zipCode: '',
        city: '',
        country: 'AT',
        notes: '',
        allergies: '',
        lastOrderAt: null,
        ...input,
      });
      checkPhone(customer, null);
      await this.applyKeys(em, customer);
      const saved = await em.getRepository(Customer).save(customer);
      return customerView(saved, 0);
    });
  }

  async update(id: string, input: CustomerInput, branchIds: string[] | null): Promise<CustomerView> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      const customer = await this.load(em, id, branchIds, true);
      const previous = customer.phone;
      Object.assign(customer, input);
      checkPhone(customer, previous);
      await this.applyKeys(em, customer);
      const saved = await em.getRepository(Customer).save(customer);
      const [view] = await this.scoped(em, [saved], branchIds);
      return customerView(view!, await new CustomersRepository(em).orderCount(id, branchIds));
    });
  }

  /** Keys from the contact fields; one of them is needed, and none may belong to another customer. */
  private async applyKeys(em: EntityManager, customer: Customer): Promise<void> {
    const { phoneKey, emailKey } = customerKeys(customer);
    if (!phoneKey && !emailKey) {
      throw ApiError.validation([{ field: 'phone', message: COUNTER_TEXTS.customerContactRequired }]);
    }
    const repo = em.getRepository(Customer);
    const clash = async (where: { phoneKey: string } | { emailKey: string }) => {
      const other = await repo.findOne({ where });
      return !!other && other.id !== customer.id;
    };
    if (phoneKey && (await clash({ phoneKey }))) {
      throw ApiError.validation([{ field: 'phone', message: COUNTER_TEXTS.customerDuplicatePhone }]);
    }
    if (emailKey && (await clash({ emailKey }))) {
      throw ApiError.validation([{ field: 'email', message: COUNTER_TEXTS.customerDuplicateEmail }]);
    }
    customer.phoneKey = phoneKey;
    customer.emailKey = emailKey;
  }

  private async orders(
    em: EntityManager,
    id: string,
    limit: number,
    branchIds: string[] | null = null,
  ): Promise<Order[]> {
    const ids = await new CustomersRepository(em).orderIds(id, limit, branchIds);
    const rows = await this.orderLookup.byIds(ids, em);
    const order = new Map(ids.map((orderId, index) => [orderId, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  async history(id: string, branchIds: string[] | null): Promise<CustomerOrderView[]> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      await this.load(em, id, branchIds);
      // Issue 36: an employee's history holds the orders of their branches only.
      const orders = await this.orders(em, id, HISTORY_LIMIT, branchIds);
      return orders.map((o) => {
        const view = orderView(o, 'staff');
        return {
          id: view.id,
          ticketNumber: view.ticketNumber,
          ticketDay: view.ticketDay,
          branch: view.branch,
          status: view.status,
          channel: view.channel,
          totalGross: view.totalGross,
          createdAt: view.createdAt,
          items: view.items.map((i) => ({ name: i.product.name, amount: i.amount, unit: i.unit })),
        };
      });
    });
  }

  /** Everything stored about the person: the customer with notes and allergies, and their orders. */
  async export(id: string): Promise<CustomerExport> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      const customer = await this.load(em, id, null);
      const orders = await this.orders(em, id, 100_000);
      return {
        exportedAt: new Date().toISOString(),
        customer: customerView(customer, orders.length),
        // The status link's hash is a secret of the order, not data about the person.
        orders: orders.map((o) => {
          const { hash: _hash, ...view } = orderView(o, 'staff');
          return view as unknown as Record<string, unknown>;
        }),
      };
    });
  }

  /**
   * GDPR erase in ONE transaction: each order of the customer loses its personal fields (a change of
   * the order: version, history, push to every screen), edits in the history lose their before/after,
   * and the customer row goes.
   */
  async erase(id: string, staff: { userId: string }): Promise<{ erasedOrders: number }> {
    return this.ds.transaction(async (em) => {
      await this.sync(em);
      await this.load(em, id, null, true);
      const repo = new CustomersRepository(em);
      const ids = await repo.orderIds(id, 100_000);
      const actor: OrderActor = { kind: 'staff', userId: staff.userId, branchIds: null };
      for (const orderId of ids) {
        await this.commands.execute(new ErasePersonalDataCommand(orderId, actor, id, em));
      }
      await em.getRepository(Customer).delete({ id });
      return { erasedOrders: ids.length };
    });
  }
}
