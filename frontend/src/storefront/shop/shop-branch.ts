// Which branch the shop variant (/shop) sells from. Decision: ONE branch at a time, and one cart
// ('default') for the whole variant. `/shop/{branch}` selects a branch and the choice is remembered for
// the session; without a choice it is the only branch, else the first public branch with an active menu,
// open ones first. The checkout link is always /shop/{that branch}/checkout, and its back action
// /shop/{branch} selects the same branch again, so the cart and the checkout never disagree.
import { activeMenu, branchStatus } from '@bestell/domain';
import { useSyncExternalStore } from 'react';
import type { ApiBranch, Menu } from '../../shared/api/types';

/** Branches a customer may buy from in the shop variant: public and enabled (staff also load others). */
export function shopBranches(branches: readonly ApiBranch[]): ApiBranch[] {
  return branches.filter((branch) => branch.isPublic !== false && branch.isEnabled !== false);
}

export interface ShopBranchChoice {
  /** `/shop/{branch}` of the current URL, if any. */
  requested?: string | null;
  /** The identifier remembered from an earlier choice in this session. */
  remembered?: string | null;
}

/** The branch the shop variant sells from (see the decision above); null when there is none. */
export function resolveShopBranch(
  branches: readonly ApiBranch[],
  menus: readonly Menu[],
  choice: ShopBranchChoice,
  now: Date,
  tz: string,
): ApiBranch | null {
  const candidates = shopBranches(branches);
  for (const identifier of [choice.requested, choice.remembered]) {
    const chosen = identifier ? candidates.find((branch) => branch.identifier === identifier) : undefined;
    if (chosen) return chosen;
  }
  if (candidates.length <= 1) return candidates[0] ?? null;
  const withMenu = candidates.filter((branch) => activeMenu(menus, branch.id, now) !== null);
  const pool = withMenu.length ? withMenu : candidates;
  return pool.find((branch) => branchStatus(branch, now, tz).status !== 'closed') ?? pool[0]!;
}

const storageKey = (siteKey: string) => `${siteKey}:shop-branch`;
const siteKey = () => (typeof window === 'undefined' ? 'bestellwerk' : window.location.host || 'bestellwerk');

export function rememberedShopBranch(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(siteKey()));
  } catch {
    return fallback;
  }
}

// Storage disabled: the choice lives here for the current page.
let fallback: string | null = null;
const listeners = new Set<() => void>();

export function rememberShopBranch(identifier: string): void {
  if (rememberedShopBranch() === identifier) return;
  try {
    window.sessionStorage.setItem(storageKey(siteKey()), identifier);
  } catch {
    fallback = identifier;
  }
  for (const listener of listeners) listener();
}

/** The remembered choice, re-rendering when it changes (the shop page and the location toolbar share it). */
export function useRememberedShopBranch(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rememberedShopBranch,
    () => null,
  );
}

/** Path of the shop variant's checkout for a branch (spec 2: /shop/{branch}/checkout). */
export const shopCheckoutPath = (identifier: string) => `/shop/${identifier}/checkout`;
