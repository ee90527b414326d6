import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Issue 39 item 7: the frontdesk key kept recoverable, so an admin can show a branch's link again without
 * rotating it. AES-256-GCM with a key derived from APP_SECRET; the branch id is authenticated data, so a
 * sealed key copied onto another branch does not open. The SHA-256 hash still does the authentication.
 */
export const FRONTDESK_LINK_TEXTS = {
  beforeUpdate: 'Der Link wurde vor dem Update erstellt. Bitte einen neuen Link erzeugen.',
} as const;

const VERSION = 'v1';

/** The 32-byte AES key for frontdesk keys; null when the process has no APP_SECRET (keys stay hash-only). */
export function apiKeySealKey(appSecret: string | null): Buffer | null {
  if (!appSecret) return null;
  return Buffer.from(hkdfSync('sha256', appSecret, 'bestellwerk', 'frontdesk-api-key', 32));
}

/** 'v1.<iv>.<tag>.<ciphertext>' (base64url parts). */
export function sealApiKey(key: Buffer, branchId: string, apiKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(branchId));
  const data = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The key sealed for this branch, or null when it does not open (other secret, other branch, tampered). */
export function openApiKey(key: Buffer, branchId: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(branchId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// Set once at boot from APP_SECRET (CatalogModule): the branch resource's hooks have no injector.
let processKey: Buffer | null = null;
export function useApiKeySecret(appSecret: string | null): void {
  processKey = apiKeySealKey(appSecret);
}

/** The key as stored beside its hash, or null when this process keeps keys hash-only (no APP_SECRET). */
export const sealForStorage = (branchId: string, apiKey: string): string | null =>
  processKey ? sealApiKey(processKey, branchId, apiKey) : null;

/** The stored key of a branch, or null when none was kept or it does not open with this process's secret. */
export const openFromStorage = (branchId: string, sealed: string | null): string | null =>
  processKey && sealed ? openApiKey(processKey, branchId, sealed) : null;
