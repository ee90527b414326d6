import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { apiKeyMatches } from './api-key.js';
import { BranchRepository } from './branch.repository.js';
import { ApiError, isUuid } from '../../common/index.js';

/** Headers a frontdesk tablet (no staff login) authenticates with; not cookies, so no CSRF applies. */
export const BRANCH_ID_HEADER = 'x-branch-id';
export const API_KEY_HEADER = 'x-api-key';

const NO_HASH = '0'.repeat(64);

/** True when `apiKey` is the current key of `branchId`; an unknown branch still costs one comparison. */
export async function branchKeyMatches(ds: DataSource, branchId: string, apiKey: string): Promise<boolean> {
  const branch = isUuid(branchId) ? await new BranchRepository(ds.manager).withApiKeyHash(branchId) : null;
  const matches = apiKeyMatches(apiKey, branch?.apiKeyHash ?? NO_HASH);
  return Boolean(branch) && matches;
}

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The branch a request acts for by `X-Branch-Id` + `X-Api-Key`; null when neither header is sent
 * (the caller falls back to the staff session). A wrong or incomplete pair answers the same 404 as an
 * unknown order, so the endpoint does not reveal which part was wrong.
 */
export async function frontdeskBranch(ds: DataSource, req: Request): Promise<string | null> {
  const branchId = header(req, BRANCH_ID_HEADER);
  const apiKey = header(req, API_KEY_HEADER);
  if (branchId === undefined && apiKey === undefined) return null;
  if (!branchId || !apiKey || !(await branchKeyMatches(ds, branchId, apiKey))) throw ApiError.notFound();
  return branchId;
}
