import { z } from 'zod';
import { In, type EntityManager } from 'typeorm';
import {
  NAVIGATION_IDENTIFIER,
  NAVIGATION_ITEM_TYPES,
  NAVIGATION_MAX_DEPTH,
  navigationSize,
  normaliseNavigationLink,
  normaliseSitePath,
  OWN_TEXTS,
  VALIDATION,
  visibleNavigation,
} from '@bestell/domain';
import { ApiError, defineResource, s } from '../../common/index.js';
import { Branch } from '../branches/branch.entity.js';
import { Navigation, type StoredNavigationItem } from './navigation.entity.js';

const MAX_ITEMS_PER_LEVEL = 50;
const MAX_ITEMS = 200;
const BRANCH_IDENTIFIER = /^[a-z0-9][a-z0-9_-]*$/;

type ItemInput = Omit<StoredNavigationItem, 'target' | 'children'> & {
  target?: string | null;
  children: StoredNavigationItem[];
};

/** The target as stored, or the message why it cannot be (spec 2 "Navigation items"). */
function normaliseTarget(item: ItemInput): { target: string | null } | { error: string } {
  const raw = item.target?.trim() ?? '';
  if (item.type === 'home') return { target: null };
  // A parent only opens its children in the menus, so it needs no target of its own.
  if (!raw) return item.children.length ? { target: null } : { error: VALIDATION.notBlank };
  switch (item.type) {
    case 'site': {
      const path = normaliseSitePath(raw);
      return path ? { target: path } : { error: OWN_TEXTS.navigationSitePathInvalid };
    }
    case 'branch':
      return BRANCH_IDENTIFIER.test(raw) ? { target: raw } : { error: VALIDATION.invalidReference };
    case 'link': {
      const url = normaliseNavigationLink(raw);
      return url ? { target: url } : { error: VALIDATION.url };
    }
  }
}

/** Items of one level; the schema is built per level so the depth limit is part of it. */
function itemSchema(level: number): z.ZodType<StoredNavigationItem> {
  const children =
    level < NAVIGATION_MAX_DEPTH
      ? z.array(itemSchema(level + 1)).max(MAX_ITEMS_PER_LEVEL)
      : z.array(z.unknown()).max(0, OWN_TEXTS.navigationTooDeep(NAVIGATION_MAX_DEPTH));
  return z
    .strictObject({
      type: z.enum(NAVIGATION_ITEM_TYPES),
      label: s.required(100),
      target: z.string().max(500).nullish(),
      isEnabled: z.boolean().default(true),
      children: children.default([]),
    })
    .transform((item, ctx): StoredNavigationItem => {
      const result = normaliseTarget(item as ItemInput);
      if ('error' in result) {
        ctx.addIssue({ code: 'custom', message: result.error, path: ['target'] });
        return z.NEVER;
      }
      return { ...(item as ItemInput), target: result.target };
    });
}

const itemsSchema = z
  .array(itemSchema(1))
  .max(MAX_ITEMS_PER_LEVEL)
  .superRefine((items, ctx) => {
    if (navigationSize(items) > MAX_ITEMS)
      ctx.addIssue({ code: 'custom', message: VALIDATION.collectionMax(MAX_ITEMS) });
  });

/** Branch items name a branch by identifier (spec 2): the branch must exist when the menu is saved. */
async function assertBranchesExist(em: EntityManager, items: StoredNavigationItem[]): Promise<void> {
  const found: { identifier: string; field: string }[] = [];
  const walk = (list: StoredNavigationItem[], prefix: string) =>
    list.forEach((item, index) => {
      const field = `${prefix}.${index}`;
      if (item.type === 'branch' && item.target) found.push({ identifier: item.target, field: `${field}.target` });
      walk(item.children, `${field}.children`);
    });
  walk(items, 'items');
  if (!found.length) return;
  const identifiers = [...new Set(found.map((f) => f.identifier))];
  const existing = await em
    .getRepository(Branch)
    .find({ select: { identifier: true }, where: { identifier: In(identifiers) } });
  const known = new Set(existing.map((b) => b.identifier));
  const missing = found.filter((f) => !known.has(f.identifier));
  if (missing.length)
    throw ApiError.validation(missing.map((m) => ({ message: VALIDATION.invalidReference, field: m.field })));
}

/** One stored item and its children, as the views send them (recursive: a component referring to itself). */
const navigationItemView: z.ZodType<StoredNavigationItem> = z
  .strictObject({
    type: z.enum(NAVIGATION_ITEM_TYPES),
    label: z.string().meta({ example: 'Über uns' }),
    target: z.string().nullable(),
    isEnabled: z.boolean(),
    get children() {
      return z.array(navigationItemView);
    },
  })
  .meta({ id: 'NavigationItem' });
const navigationView = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string().meta({ example: 'mainMenu' }),
    isPublic: z.boolean(),
    items: z.array(navigationItemView),
  })
  .meta({
    id: 'Navigation',
    description: 'A menu such as mainMenu (spec 3); anonymous callers get enabled items only',
  });

export const navigationResource = defineResource({
  path: 'navigations',
  entity: Navigation,
  label: { one: 'Navigation', many: 'Navigationen' },
  schema: z.strictObject({
    identifier: z.string().trim().min(1).max(100).regex(NAVIGATION_IDENTIFIER, OWN_TEXTS.navigationIdentifierInvalid),
    isPublic: z.boolean().optional(),
    items: itemsSchema.optional(),
  }),
  order: { identifier: 'ASC' },
  identifierField: 'identifier',
  publicWhere: { isPublic: true },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (n, input, em) => {
    if (input.identifier !== undefined) n.identifier = input.identifier as string;
    if (input.isPublic !== undefined) n.isPublic = input.isPublic as boolean;
    if (input.items !== undefined) {
      await assertBranchesExist(em, input.items as StoredNavigationItem[]);
      n.items = input.items as StoredNavigationItem[];
    }
    n.items ??= [];
  },
  // Visitors never see disabled items (spec 2), so a draft entry does not leak before it is enabled.
  viewSchema: navigationView,
  view: (n, audience) => ({
    id: n.id,
    identifier: n.identifier,
    isPublic: n.isPublic,
    items: audience === 'public' ? visibleNavigation(n.items) : n.items,
  }),
});
