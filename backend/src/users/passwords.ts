import { hash, verify } from '@node-rs/argon2';

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
