import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange, VALIDATION } from '@bestell/domain';
import { ApiError, type ErrorEntry } from './api-error.js';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'string',
  number: 'number',
  int: 'integer',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  date: 'date',
};

/** Maps a zod issue to the German server message of spec section 5 "Back-office". */
function germanMessage(iss: Issue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return VALIDATION.notBlank;
      if (iss.input === null) return VALIDATION.notNull;
      return VALIDATION.type(TYPE_NAMES[iss.expected as string] ?? String(iss.expected));
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') return min <= 1 ? VALIDATION.notBlank : VALIDATION.tooShort(min);
      if (iss.origin === 'array' || iss.origin === 'set') return VALIDATION.collectionMin(min);
      return VALIDATION.min(String(iss.minimum));
    }
    case 'too_big': {
      if (iss.origin === 'string') return VALIDATION.tooLong(Number(iss.maximum));
      if (iss.origin === 'array' || iss.origin === 'set') return VALIDATION.collectionMax(Number(iss.maximum));
      return VALIDATION.max(String(iss.maximum));
    }
    case 'invalid_format':
      switch (iss.format) {
        case 'email':
          return VALIDATION.email;
        case 'url':
          return VALIDATION.url;
        case 'datetime':
          return VALIDATION.dateTime;
        case 'date':
          return VALIDATION.date;
        case 'time':
          return VALIDATION.time;
        case 'uuid':
          return VALIDATION.invalidReference;
        default:
          return iss.message ?? VALIDATION.type('string');
      }
    case 'invalid_value':
    case 'invalid_union':
      return VALIDATION.choice;
    case 'not_multiple_of':
      return VALIDATION.type('number');
    default:
      return iss.message ?? VALIDATION.type('object');
  }
}

const fieldOf = (path: PropertyKey[]): string | undefined => (path.length ? path.map(String).join('.') : undefined);

/** Parses untrusted input; on failure throws 422 with one German error per problem and its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: (iss) => germanMessage(iss) });
  if (result.success) return result.data;
  const errors: ErrorEntry[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors.push({ message: VALIDATION.extraField, field: fieldOf([...issue.path, key]) });
    } else {
      errors.push({ message: issue.message, field: fieldOf(issue.path) });
    }
  }
  throw ApiError.validation(errors);
}

/** Largest value of a PostgreSQL integer column. */
export const INT4_MAX = 2_147_483_647;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A decimal given as number or string ("12,50" too), kept as a normalised string for a numeric column.
 * Strings and numbers share one range check, so "1e30" and 1e30 both get the range message on their
 * field rather than a type message or a database overflow.
 */
export function decimal(o: {
  min: number;
  max: string;
  fraction: number;
  /** Message for what is no decimal at all (or has too many decimal places). */
  invalid: string;
  /** Message for a value outside [min, max] (`above`: too big). */
  outOfRange: (above: boolean) => string;
  /** Numbers (not strings) may carry more decimal places; the caller rounds them (order amounts). */
  anyPrecisionNumbers?: boolean;
}) {
  const plain = new RegExp(`^\\d+(\\.\\d{1,${o.fraction}})?$`);
  return z.union([z.string(), z.number()]).transform((v, ctx) => {
    const str = (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')).replace(/^\+/, '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const n = Number(str);
    if (!DECIMAL.test(str) || !Number.isFinite(n)) return fail(o.invalid);
    if (n > Number(o.max) || n < o.min) return fail(o.outOfRange(n > Number(o.max)));
    if (typeof v === 'number' && o.anyPrecisionNumbers) return str;
    return plain.test(str) ? str : fail(o.invalid);
  });
}

/**
 * Refuses dates outside DATE_RANGE with the German range message: years such as 0001 or 9999 are valid
 * ISO dates, but the calendar arithmetic behind them fails past year 9999. Checked only once the format
 * passed, so a malformed date gets one message (the format's), not two.
 */
function inDateRange<S extends z.ZodType<string>>(schema: S): S {
  return schema.refine(isDateInRange, { error: DATE_RANGE_MESSAGE, when: (payload) => payload.issues.length === 0 });
}

// Reusable field schemas with the limits every resource shares.
export const s = {
  text: (max = 200) => z.string().trim().max(max),
  required: (max = 200) => z.string().trim().min(1).max(max),
  identifier: () =>
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Dieser Wert darf nur Kleinbuchstaben, Ziffern, - und _ enthalten.'),
  money: () =>
    decimal({
      min: 0,
      max: '99999999.99',
      fraction: 2,
      invalid: VALIDATION.type('decimal (0.00)'),
      outOfRange: (above) => (above ? VALIDATION.max('99999999.99') : VALIDATION.min(0)),
    }),
  quantity: () =>
    decimal({
      min: 0.001,
      max: '999999999.999',
      fraction: 3,
      invalid: VALIDATION.min('0.001'),
      outOfRange: (above) => (above ? VALIDATION.max('999999999.999') : VALIDATION.min('0.001')),
    }),
  rate: () =>
    decimal({
      min: 0,
      max: '100',
      fraction: 2,
      invalid: VALIDATION.range(0, 100),
      outOfRange: () => VALIDATION.range(0, 100),
    }),
  time: () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, VALIDATION.time),
  /** A calendar date within DATE_RANGE (2000-01-01 to 2100-12-31), else a 422 on the field (issue 36). */
  date: () => inDateRange(z.iso.date()),
  /** An ISO date-time with offset whose date lies within DATE_RANGE (issue 36). */
  dateTime: () => inDateRange(z.iso.datetime({ offset: true })),
  ref: () => z.strictObject({ id: z.uuid() }),
  /**
   * A library image (domain ImageRef, issue 14). Version, extension and size are taken from the library
   * when the record is saved (resolveImageRefs); alt text and focal point may be the record's own.
   */
  media: () =>
    z.strictObject({
      id: z.uuid(),
      version: z.number().int().min(1).max(INT4_MAX),
      extension: z.string().regex(/^[a-z0-9]{1,8}$/),
      width: z.number().int().min(1).max(INT4_MAX).optional(),
      height: z.number().int().min(1).max(INT4_MAX).optional(),
      alt: z.string().max(200).optional(),
      focalX: z.number().min(0).max(1).optional(),
      focalY: z.number().min(0).max(1).optional(),
    }),
  bool: () => z.boolean(),
};

/** Fields a client may send back from a GET that are not writable; they are dropped, not refused. */
export const READ_ONLY_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

export function withoutReadOnly(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const f of READ_ONLY_FIELDS) delete copy[f];
  return copy;
}
