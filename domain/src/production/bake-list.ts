// Issue 42 item 1: the bake list (Backzettel) and the packing lists (Packlisten) of one production day, as
// one pure function of the orders, standing orders and par levels, so the server, the printout and the
// tests count the same way. Every line says how much of a product (in one chosen variant) to bake, and how
// much of that goes to each branch; the bake list is by construction the sum of the packing lists.
import { dec, type Decimal, type DecimalValue } from '../decimal.js';
import { orderStatus, type OrderFlags, type OrderStatus } from '../orders/order-flags.js';
import { weekdayOf, zonedParts } from '../opening-hours/zoned-time.js';
import type {
  CalculationModel,
  Instant,
  LocalDate,
  PartOption,
  PartSelection,
  PartType,
  UnitId,
  Weekday,
} from '../types.js';
import { UNITS } from '../units/unit-table.js';

export interface ProductionRef {
  id: string;
  name: string;
}

/** An order line as the production reads it (the order's item snapshot). */
export interface ProductionItem {
  product: ProductionRef & {
    calculationModel?: CalculationModel | null;
    config?: { parts?: readonly { name: string; type: PartType | string }[] } | null;
  };
  amount: DecimalValue;
  unit: UnitId | string;
  parts?: readonly PartSelection[] | null;
}

export interface ProductionOrder extends OrderFlags {
  id: string;
  branch: ProductionRef;
  isTest?: boolean;
  /** The pickup / delivery time; without one the order is produced on the day it was placed. */
  appointmentDate?: string | null;
  createdAt: Instant;
  /** Set on an order a standing order created: that standing order's day is then counted once, here. */
  standingOrderId?: string | null;
  items: readonly ProductionItem[];
}

/** Serienbestellung (issue 42 item 3): the same lines on given weekdays between two dates. */
export interface StandingOrder {
  id: string;
  branch: ProductionRef;
  weekdays: readonly Weekday[];
  startDate: LocalDate;
  endDate?: LocalDate | null;
  /** Days the customer paused (holidays). */
  pausedDates?: readonly LocalDate[];
  items: readonly ProductionItem[];
}

/** The branch's own counter stock of a product on a weekday, in the line's unit (pieces or kilograms). */
export interface ParLevel {
  branch: ProductionRef;
  product: ProductionRef & { calculationModel?: CalculationModel | null };
  weekday: Weekday;
  quantity: DecimalValue;
  unit: UnitId | string;
}

export interface ProductionInput {
  date: LocalDate;
  tz: string;
  orders: readonly ProductionOrder[];
  standingOrders?: readonly StandingOrder[];
  parLevels?: readonly ParLevel[];
  /** Branches whose orders count while still awaiting confirmation (a branch setting); others: once confirmed. */
  countsUnconfirmed?: ReadonlySet<string>;
}

/** 'piece' for counted units, 'kilogram' for weights, else the unit itself (litres stay litres). */
export type ProductionUnit = 'piece' | 'kilogram' | string;

export interface BranchQuantity {
  branch: ProductionRef;
  quantity: string;
}

export interface ProductionLine {
  product: ProductionRef;
  /** The chosen options that change what is baked ('Groß (26 cm) · Schokolade'); null without. */
  option: string | null;
  unit: ProductionUnit;
  quantity: string;
  /** Sold 'ca.' (approximate weight): the figure is a target, not an exact count. */
  approximate: boolean;
  byBranch: BranchQuantity[];
}

export interface ProductionList {
  date: LocalDate;
  lines: ProductionLine[];
}

/** Statuses that are produced whatever the branch says; awaiting confirmation only where the branch counts it. */
const PRODUCED: ReadonlySet<OrderStatus> = new Set([
  'confirmed',
  'inDelivery',
  'readyForPickup',
  'delivered',
  'completed',
]);
const AWAITING: ReadonlySet<OrderStatus> = new Set(['waitingForConfirmation', 'counterProposed']);

/** Whether an order is baked: produced, or awaiting confirmation at a branch that counts it; never a test. */
export function isProduced(order: ProductionOrder, countsUnconfirmed?: ReadonlySet<string>): boolean {
  if (order.isTest) return false;
  const status = orderStatus(order);
  return PRODUCED.has(status) || (AWAITING.has(status) && !!countsUnconfirmed?.has(order.branch.id));
}

/** The local day an order is baked for: its appointment's day, else the day it was placed. */
export function productionDate(order: Pick<ProductionOrder, 'appointmentDate' | 'createdAt'>, tz: string): LocalDate {
  return zonedParts(order.appointmentDate || order.createdAt, tz).date;
}

/** Whether a standing order delivers on `date` (weekday, period, not paused). */
export function standingOrderDue(standing: StandingOrder, date: LocalDate): boolean {
  if (date < standing.startDate || (standing.endDate && date > standing.endDate)) return false;
  return standing.weekdays.includes(weekdayOf(date)) && !(standing.pausedDates ?? []).includes(date);
}

/** Amount in the production unit: counted units as they are, weights in kilograms. */
export function productionQuantity(
  amount: DecimalValue,
  unit: UnitId | string,
): { unit: ProductionUnit; quantity: Decimal } {
  const definition = UNITS[unit as UnitId];
  if (definition?.type === 'weight')
    return { unit: 'kilogram', quantity: dec(amount).times(definition.factor).div(1000) };
  if (!definition || ['amount', 'serving', 'pair', 'person', 'package'].includes(definition.type))
    return { unit: 'piece', quantity: dec(amount) };
  return { unit, quantity: dec(amount) };
}

/** The chosen single-choice options (size, filling) in step order; texts, pictures and extras do not change the bake. */
export function productionOption(item: ProductionItem): string | null {
  const steps = item.product.config?.parts ?? [];
  const chosen = steps.flatMap((step, index) => {
    const selection = item.parts?.[index];
    if (step.type !== 'select' || !selection || typeof selection !== 'object' || Array.isArray(selection)) return [];
    return [(selection as PartOption).name];
  });
  return chosen.length ? chosen.join(' · ') : null;
}

/** Plain decimal text without trailing zeros: '20', '1.25'. */
const text = (value: Decimal) => value.toString();

interface Entry {
  branch: ProductionRef;
  product: ProductionRef & { calculationModel?: CalculationModel | null };
  option: string | null;
  unit: ProductionUnit;
  quantity: Decimal;
}

function itemEntries(branch: ProductionRef, items: readonly ProductionItem[]): Entry[] {
  return items.map((item) => ({
    branch,
    product: item.product,
    option: productionOption(item),
    ...productionQuantity(item.amount, item.unit),
  }));
}

/** Every counted quantity of the day, one entry per order line, standing-order line or par level. */
export function productionEntries(input: ProductionInput): Entry[] {
  const { date, tz } = input;
  const orders = input.orders.filter(
    (order) => isProduced(order, input.countsUnconfirmed) && productionDate(order, tz) === date,
  );
  const materialised = new Set(orders.flatMap((order) => (order.standingOrderId ? [order.standingOrderId] : [])));
  const standing = (input.standingOrders ?? []).filter((s) => standingOrderDue(s, date) && !materialised.has(s.id));
  const weekday = weekdayOf(date);
  return [
    ...orders.flatMap((order) => itemEntries(order.branch, order.items)),
    ...standing.flatMap((s) => itemEntries(s.branch, s.items)),
    ...(input.parLevels ?? [])
      .filter((par) => par.weekday === weekday)
      .map((par) => ({
        branch: par.branch,
        product: par.product,
        option: null,
        ...productionQuantity(par.quantity, par.unit),
      })),
  ];
}

/**
 * The bake list with its packing lists: lines by product name, then option; each line's branches by name.
 * Zero quantities (a par level of 0) are left out.
 */
export function productionList(input: ProductionInput): ProductionList {
  const lines = new Map<
    string,
    {
      line: Omit<ProductionLine, 'quantity' | 'byBranch'>;
      total: Decimal;
      branches: Map<string, BranchQuantity & { sum: Decimal }>;
    }
  >();
  for (const entry of productionEntries(input)) {
    if (entry.quantity.isZero()) continue;
    const key = `${entry.product.id}\u0000${entry.option ?? ''}\u0000${entry.unit}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        line: {
          product: { id: entry.product.id, name: entry.product.name },
          option: entry.option,
          unit: entry.unit,
          approximate: false,
        },
        total: dec(0),
        branches: new Map(),
      };
      lines.set(key, line);
    }
    line.total = line.total.plus(entry.quantity);
    if (entry.product.calculationModel === 'approximate') line.line.approximate = true;
    const branch = line.branches.get(entry.branch.id) ?? { branch: entry.branch, quantity: '0', sum: dec(0) };
    branch.sum = branch.sum.plus(entry.quantity);
    line.branches.set(entry.branch.id, branch);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'de');
  return {
    date: input.date,
    lines: [...lines.values()]
      .map(({ line, total, branches }) => ({
        ...line,
        quantity: text(total),
        byBranch: [...branches.values()]
          .sort((a, b) => byName(a.branch.name, b.branch.name))
          .map(({ branch, sum }) => ({ branch: { id: branch.id, name: branch.name }, quantity: text(sum) })),
      }))
      .sort(
        (a, b) =>
          byName(a.product.name, b.product.name) || byName(a.option ?? '', b.option ?? '') || byName(a.unit, b.unit),
      ),
  };
}

/** One branch's packing list: the lines with that branch's share as the quantity. */
export function packingList(list: ProductionList, branchId: string): ProductionList {
  return {
    date: list.date,
    lines: list.lines.flatMap((line) => {
      const share = line.byBranch.find((entry) => entry.branch.id === branchId);
      return share ? [{ ...line, quantity: share.quantity, byBranch: [share] }] : [];
    }),
  };
}
