import { randomBytes } from 'node:crypto';
import {
  dec,
  STANDING_ORDER_TEXTS,
  standingOrderErrors,
  VALIDATION,
  type Weekday,
  WEEKDAYS_BY_INDEX,
} from '@bestell/domain';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { z } from 'zod';
import { ApiError, defineResource, parseInput, s } from '../common/index.js';
import { orderFormSchema } from '../orders/index.js';
import { ParLevelRow, type StandingItemValue, StandingOrderRow } from './standing-order.entities.js';
import { parLevelView, standingOrderView } from './standing-orders.contract.js';
import { type StandingRun, StandingOrdersRepository } from './standing-orders.repository.js';

// Standing orders and par levels as back-office resources (issue 42 item 3): staff of a branch manage
// its own, admins all; the rules (a weekday, an item, the period) come from domain/production.

const weekday = z.enum(WEEKDAYS_BY_INDEX as [Weekday, ...Weekday[]]);
const itemInput = orderFormSchema.shape.items.unwrap().element;
const branchFilter = (query: Record<string, unknown>) => {
  const q = parseInput(z.object({ branch: z.uuid().optional() }), query);
  return q.branch ? { branchId: q.branch } : {};
};

/** A reference that must exist, else 422 on the field. */
async function existing(em: EntityManager, table: 'branch' | 'product', id: string, field: string): Promise<string> {
  if (!(await new StandingOrdersRepository(em).exists(table, id)))
    throw ApiError.validation([{ message: VALIDATION.invalidReference, field }]);
  return id;
}

/** Plain decimal text: '40', '1.25'. */
const plain = (value: string) => dec(value).toString();

export const standingOrderResource = defineResource({
  path: 'standing-orders',
  entity: StandingOrderRow,
  label: { one: 'Serienbestellung', many: 'Serienbestellungen' },
  schema: z.strictObject({
    branch: s.ref(),
    customerName: s.required(200),
    firstName: s.required(100),
    lastName: s.required(100),
    phone: s.text(50).optional(),
    email: s.text(180).optional(),
    weekdays: z.array(weekday).max(7),
    startDate: s.date(),
    endDate: s.date().nullable().optional(),
    pausedDates: z.array(s.date()).max(400).optional(),
    items: z.array(itemInput).max(50),
    comment: s.text(2000).optional(),
    isEnabled: z.boolean().optional(),
  }),
  order: { customerName: 'ASC', createdAt: 'ASC' },
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  filter: (query) => branchFilter(query) as FindOptionsWhere<StandingOrderRow>,
  inScope: (row, branchIds) => branchIds.includes(row.branchId),
  apply: async (row, input, em) => {
    if (input.branch !== undefined)
      row.branchId = await existing(em, 'branch', (input.branch as { id: string }).id, 'branch');
    for (const key of ['customerName', 'firstName', 'lastName', 'phone', 'email', 'comment'] as const)
      if (input[key] !== undefined) row[key] = input[key] as string;
    if (input.weekdays !== undefined) {
      const chosen = new Set(input.weekdays as Weekday[]);
      row.weekdays = WEEKDAYS_BY_INDEX.filter((day) => chosen.has(day));
    }
    if (input.startDate !== undefined) row.startDate = input.startDate as string;
    if (input.endDate !== undefined) row.endDate = (input.endDate as string | null) ?? null;
    if (input.pausedDates !== undefined) row.pausedDates = [...new Set(input.pausedDates as string[])].sort();
    if (input.isEnabled !== undefined) row.isEnabled = input.isEnabled as boolean;
    if (input.items !== undefined) {
      const items = input.items as z.output<typeof itemInput>[];
      const stored: StandingItemValue[] = [];
      for (const [index, item] of items.entries()) {
        await existing(em, 'product', item.product.id, `items.${index}.product`);
        stored.push({
          product: { id: item.product.id },
          amount: plain(item.amount),
          unit: item.unit ?? 'piece',
          parts: item.parts,
        });
      }
      row.items = stored;
    }
    // Secret of the customer's page, made once (>= 128 random bits, like an order's hash).
    row.accessToken ??= randomBytes(24).toString('base64url');
    row.weekdays ??= [];
    row.items ??= [];
    row.pausedDates ??= [];
    const errors = standingOrderErrors(row);
    if (errors.length) throw ApiError.validation(errors);
  },
  viewContext: (em): Promise<Map<string, StandingRun[]>> => new StandingOrdersRepository(em).recentRuns(),
  viewSchema: standingOrderView,
  view: (row, _audience, runs): z.output<typeof standingOrderView> => ({
    id: row.id,
    branch: { id: row.branchId },
    customerName: row.customerName,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    weekdays: row.weekdays,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    pausedDates: row.pausedDates,
    items: row.items,
    comment: row.comment,
    isEnabled: row.isEnabled,
    accessToken: row.accessToken,
    runs: runs?.get(row.id) ?? [],
    createdAt: new Date(row.createdAt).toISOString(),
  }),
});

export const parLevelResource = defineResource({
  path: 'par-levels',
  entity: ParLevelRow,
  label: { one: 'Mindestbestand', many: 'Mindestbestände' },
  schema: z.strictObject({
    branch: s.ref(),
    product: s.ref(),
    weekday,
    quantity: s.quantity(),
    unit: z.string().trim().min(1).max(20).optional(),
  }),
  order: { weekday: 'ASC', createdAt: 'ASC' },
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  filter: (query) => branchFilter(query) as FindOptionsWhere<ParLevelRow>,
  inScope: (row, branchIds) => branchIds.includes(row.branchId),
  apply: async (row, input, em) => {
    if (input.branch !== undefined)
      row.branchId = await existing(em, 'branch', (input.branch as { id: string }).id, 'branch');
    if (input.product !== undefined)
      row.productId = await existing(em, 'product', (input.product as { id: string }).id, 'product');
    if (input.weekday !== undefined) row.weekday = input.weekday as Weekday;
    if (input.quantity !== undefined) row.quantity = plain(input.quantity as string);
    if (input.unit !== undefined) row.unit = input.unit as string;
    row.unit ??= 'piece';
    const taken = await new StandingOrdersRepository(em).parLevelTaken({
      id: row.id,
      branchId: row.branchId,
      productId: row.productId,
      weekday: row.weekday,
      unit: row.unit,
    });
    if (taken) throw ApiError.validation([{ field: 'weekday', message: STANDING_ORDER_TEXTS.parDuplicate }]);
  },
  viewSchema: parLevelView,
  view: (row): z.output<typeof parLevelView> => ({
    id: row.id,
    branch: { id: row.branchId },
    product: { id: row.productId },
    weekday: row.weekday,
    quantity: plain(row.quantity),
    unit: row.unit,
  }),
});
