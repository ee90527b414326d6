import { type AuthContext, branchScope } from '../auth/index.js';
import { ApiError } from '../common/index.js';

// The branch scope of the staff controllers in one place (review D6): admins see every branch, an
// employee their branches; something of another branch answers 404 like a missing one.

/** Branch ids to filter a list by: the asked branch (none if out of scope), else the caller's (null: all). */
export function scopedBranches(auth: AuthContext, branch?: string): string[] | null {
  const scope = branchScope(auth);
  if (!branch) return scope;
  return scope && !scope.includes(branch) ? [] : [branch];
}

/** The row when it exists and its branch is in the caller's scope; 404 otherwise. */
export function inScope<T extends { branch: { id: string } }>(auth: AuthContext, row: T | null | undefined): T {
  const scope = branchScope(auth);
  if (!row || (scope && !scope.includes(row.branch.id))) throw ApiError.notFound();
  return row;
}
