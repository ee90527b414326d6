import { AUDIT_MASK, type AuditChanges } from '@bestell/domain';

type Fields = Record<string, unknown>;

/** Bookkeeping columns every save touches; they say nothing about what staff changed. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'version']);

/** Words that make a field a secret (camelCase, snake_case and kebab-case names are split into words). */
const SECRET_WORDS = new Set(['password', 'passwort', 'hash', 'token', 'secret', 'pin', 'credential', 'credentials']);

const words = (key: string): string[] =>
  key
    .split(/(?<=[a-z0-9])(?=[A-Z])|[_\-\s.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/** Whether a field holds a credential: passwordHash, tokenHash, csrfToken, pin, apiKey, hmac_key, ... */
export function isSecretField(key: string): boolean {
  const parts = words(key);
  if (parts.some((w) => SECRET_WORDS.has(w))) return true;
  // "key" alone is too common (sortKey); with api/hmac/private/access in front it is a credential.
  return parts.some(
    (w, i) =>
      (w === 'key' || w === 'apikey') &&
      (w === 'apikey' || /^(api|hmac|private|access|secret)$/.test(parts[i - 1] ?? '')),
  );
}

/**
 * A deep copy of the value as JSON would store it (Dates as ISO text), with every secret inside it
 * replaced by AUDIT_MASK.
 */
export function masked(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(masked);
  // Decimals and other value objects: as JSON would write them.
  if (value && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return masked((value as { toJSON: () => unknown }).toJSON());
  }
  if (value && typeof value === 'object') {
    const out: Fields = {};
    for (const [key, inner] of Object.entries(value as Fields)) {
      if (inner === undefined) continue;
      out[key] = isSecretField(key) && inner !== null ? AUDIT_MASK : masked(inner);
    }
    return out;
  }
  return value;
}

/** JSON with sorted keys, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Fields).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const present = (value: unknown) => value !== undefined;

/**
 * The changed fields of a record: `before` null means created (every set field, `after` only), `after`
 * null means deleted (`before` only). Secrets are masked; a changed secret shows as changed, never its value.
 */
export function diffFields(before: Fields | null, after: Fields | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const old = masked(before?.[key]);
    const now = masked(after?.[key]);
    const secret = isSecretField(key);
    if (!before) {
      if (present(now) && now !== null) changes[key] = { after: secret ? AUDIT_MASK : now };
    } else if (!after) {
      if (present(old) && old !== null) changes[key] = { before: secret ? AUDIT_MASK : old };
    } else if (present(now) && canonical(old ?? null) !== canonical(now ?? null)) {
      changes[key] = secret
        ? { before: old === null || old === undefined ? null : AUDIT_MASK, after: now === null ? null : AUDIT_MASK }
        : { before: old ?? null, after: now };
    }
  }
  return changes;
}

/**
 * Inputs that set a secret the record's view never shows (a user's new password): named as changed,
 * both sides masked, so the log says that it changed and nothing about it.
 */
export function secretInputs(input: Fields, created: boolean): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || !isSecretField(key)) continue;
    changes[key] = created ? { after: AUDIT_MASK } : { before: AUDIT_MASK, after: AUDIT_MASK };
  }
  return changes;
}
