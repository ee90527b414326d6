import { STOREFRONT_TEXTS } from '../messages/storefront.js';
import type { Branch } from '../types.js';

/** Search terms: split on commas and spaces (spec 5), lowercased, empties dropped. */
export function searchTerms(query: string | null | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/[,\s]+/)
    .filter((term) => term.length > 0);
}

type SearchableBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>;

/**
 * Branch search (spec 5): any term matches name, street, city, zip, keywords or tag names,
 * case-insensitive substring. An empty query matches every branch.
 */
export function matchesBranchSearch(
  branch: SearchableBranch,
  query: string | null | undefined,
  tagNames: ReadonlyMap<string | number, string> | Readonly<Record<string, string>> = {},
): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const lookup = (id: string | number) =>
    tagNames instanceof Map ? tagNames.get(id) : (tagNames as Record<string, string>)[String(id)];
  const fields = [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords]
    .concat((branch.tags ?? []).map((tag) => lookup(tag.id)))
    .filter((field): field is string => !!field)
    .map((field) => field.toLowerCase());
  return terms.some((term) => fields.some((field) => field.includes(term)));
}

/** Branches matching the query, in their given order. */
export function searchBranches<T extends SearchableBranch>(
  branches: readonly T[],
  query: string | null | undefined,
  tagNames: ReadonlyMap<string | number, string> | Readonly<Record<string, string>> = {},
): T[] {
  return branches.filter((branch) => matchesBranchSearch(branch, query, tagNames));
}

/** Donation recipient search (spec 5): name or description contains the query, case-insensitive. */
export function searchDonatees<T extends { name: string; description?: string | null }>(
  donatees: readonly T[],
  query: string | null | undefined,
): T[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (!needle) return [...donatees];
  return donatees.filter(
    (donatee) =>
      donatee.name.toLowerCase().includes(needle) || (donatee.description ?? '').toLowerCase().includes(needle),
  );
}

/** Result note of the branch list (spec 2): '{n} von {m} Filialen werden angezeigt.' or no results. */
export function searchResultText(shown: number, total: number): string {
  return shown === 0 ? STOREFRONT_TEXTS.noSearchResults : STOREFRONT_TEXTS.searchResult(shown, total);
}

/** Message when the donatee search finds nothing (spec 8), else null. */
export function donateeSearchMessage(found: number): string | null {
  return found === 0 ? STOREFRONT_TEXTS.noDonatee : null;
}
