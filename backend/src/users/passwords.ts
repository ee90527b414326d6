import { hash, verify } from '@node-rs/argon2';
import type * as CommonWords from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { OWN_TEXTS } from '@bestell/domain';
import { lazyRequire } from '../common/index.js';

// ~49,000 words (1 MB of strings) kept out of memory until a password is first set (issue 37 item 10).
const words = lazyRequire<typeof CommonWords>('@zxcvbn-ts/language-common');

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, t=2, p=1).
export const hashPassword = (password: string): Promise<string> => hash(password);

// A real hash to verify against when the account does not exist, so both paths cost the same.
let dummy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hash('timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export const STAFF_PASSWORD_MIN = 12;

// zxcvbn-ts's list of ~49,000 passwords seen most often in leaks, built into a set on first use.
let common: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(words.dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * A staff password set through the API: at least 12 characters and not a common one. The seeded
 * development accounts (demo-admin, demo-team) are not set this way and keep their short passwords.
 */
export const staffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN)
  .max(200)
  .refine((p) => !isCommonPassword(p), { error: OWN_TEXTS.passwordTooCommon });
