// Validation of content driven by the field descriptors (fields.ts): the API validates sites and
// reusable blocks with it, the back office may run it before saving. Pure: no IO, no HTML parsing
// (the server sanitises rich text through mapBlocks / mapSiteContent with its own sanitiser).
import type { ImageRef } from '../media/media-views.js';
import { VALIDATION } from '../messages/server.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { internalPath } from '../navigation/link-target.js';
import { normaliseNavigationLink, normaliseSitePath } from '../navigation/navigation-rules.js';
import { BLOCK_REFERENCE, BLOCK_REGISTRY, type BlockType, type ContentBlock } from './blocks.js';
import { type FieldDef, type FileRef, type ImageSliderValue } from './fields.js';
import { SLIDER_DEFAULT_DURATION } from './motion.js';
import { type ContentLink, LINK_REGISTRY, LINK_TYPES, type LinkType } from './links.js';
import {
  type DefaultSiteContent,
  type JobSiteContent,
  type RecipeSiteContent,
  SITE_TYPE_REGISTRY,
  SITE_TYPES,
  type SiteType,
} from './site-types.js';

export interface ContentError {
  /** Dotted path of the value, e.g. `content.body.2.data.title`. */
  field: string;
  message: string;
}

export interface Validated<T> {
  /** The input with defaults applied and unknown keys dropped; meaningful only when `errors` is empty. */
  value: T;
  errors: ContentError[];
}

export interface ContentValidationOptions {
  /** Makes ids for blocks that arrive without a usable one (the server passes randomUUID). */
  newId: () => string;
}

/** Body lists and reusable blocks hold at most this many blocks. */
export const MAX_BLOCKS = 100;
/** Slider duration in seconds (spec 4 "Image slider": default 5). */
export const SLIDER_DURATION_MIN = 1;
export const SLIDER_DURATION_MAX = 60;
const MAX_SLIDER_IMAGES = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const HASH = /^[A-Za-z0-9_-]{1,128}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Collects errors while one value is validated. */
class Ctx {
  readonly errors: ContentError[] = [];
  constructor(readonly options: ContentValidationOptions) {}
  fail(field: string, message: string): null {
    this.errors.push({ field, message });
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Field values

function text(def: FieldDef & { max?: number; default?: string }, input: unknown, path: string, ctx: Ctx) {
  if (isBlank(input)) {
    if (def.required) return ctx.fail(path, VALIDATION.notBlank);
    return def.default ?? null;
  }
  if (typeof input !== 'string') return ctx.fail(path, VALIDATION.type('string'));
  const value = input.trim();
  if (def.max !== undefined && value.length > def.max) return ctx.fail(path, VALIDATION.tooLong(def.max));
  return value;
}

function numberValue(def: Extract<FieldDef, { type: 'number' }>, input: unknown, path: string, ctx: Ctx) {
  if (isBlank(input)) {
    if (def.required) return ctx.fail(path, VALIDATION.notBlank);
    return def.default ?? null;
  }
  // Form inputs may send "12" or "1,5"; stored is always a number.
  const n = typeof input === 'string' ? Number(input.trim().replace(',', '.')) : input;
  if (typeof n !== 'number' || !Number.isFinite(n)) return ctx.fail(path, VALIDATION.type('number'));
  if (def.integer && !Number.isInteger(n)) return ctx.fail(path, VALIDATION.type('integer'));
  if (def.min !== undefined && n < def.min) return ctx.fail(path, VALIDATION.min(def.min));
  if (def.max !== undefined && n > def.max) return ctx.fail(path, VALIDATION.max(def.max));
  return n;
}

function imageRef(input: unknown, path: string, ctx: Ctx): ImageRef | null {
  if (!isObject(input)) return ctx.fail(path, VALIDATION.type('object'));
  const { id, version, extension, width, height, alt, focalX, focalY } = input;
  if (typeof id !== 'string' || !UUID.test(id)) return ctx.fail(join(path, 'id'), VALIDATION.invalidReference);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return ctx.fail(join(path, 'version'), VALIDATION.type('integer'));
  if (typeof extension !== 'string' || !EXTENSION.test(extension))
    return ctx.fail(join(path, 'extension'), VALIDATION.fileType);
  const ref: ImageRef = { id: id.toLowerCase(), version, extension };
  for (const [key, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      return ctx.fail(join(path, key), VALIDATION.type('integer'));
    ref[key] = value;
  }
  if (alt !== undefined && alt !== null) {
    if (typeof alt !== 'string') return ctx.fail(join(path, 'alt'), VALIDATION.type('string'));
    if (alt.length > 200) return ctx.fail(join(path, 'alt'), VALIDATION.tooLong(200));
    ref.alt = alt;
  }
  for (const [key, value] of [
    ['focalX', focalX],
    ['focalY', focalY],
  ] as const) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || value < 0 || value > 1) return ctx.fail(join(path, key), VALIDATION.range(0, 1));
    ref[key] = value;
  }
  return ref;
}

function imageList(input: unknown, max: number, path: string, ctx: Ctx): ImageRef[] {
  if (isBlank(input)) return [];
  if (!Array.isArray(input)) return ctx.fail(path, VALIDATION.type('array')) ?? [];
  if (input.length > max) return ctx.fail(path, VALIDATION.collectionMax(max)) ?? [];
  return input.map((item, i) => imageRef(item, join(path, i), ctx)).filter((r): r is ImageRef => r !== null);
}

function fileRef(input: unknown, path: string, ctx: Ctx): FileRef | null {
  if (!isObject(input)) return ctx.fail(path, VALIDATION.type('object'));
  const { id, version, extension, publicHash, name } = input;
  if (typeof id !== 'string' || !UUID.test(id)) return ctx.fail(join(path, 'id'), VALIDATION.invalidReference);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return ctx.fail(join(path, 'version'), VALIDATION.type('integer'));
  if (typeof extension !== 'string' || !EXTENSION.test(extension))
    return ctx.fail(join(path, 'extension'), VALIDATION.fileType);
  if (typeof publicHash !== 'string' || !HASH.test(publicHash))
    return ctx.fail(join(path, 'publicHash'), VALIDATION.invalidReference);
  const ref: FileRef = { id: id.toLowerCase(), version, extension, publicHash };
  if (typeof name === 'string' && name.trim()) ref.name = name.trim().slice(0, 200);
  return ref;
}

function slider(input: unknown, path: string, ctx: Ctx): ImageSliderValue {
  if (isBlank(input)) return { images: [], duration: SLIDER_DEFAULT_DURATION };
  if (!isObject(input)) return ctx.fail(path, VALIDATION.type('object')) ?? { images: [], duration: 0 };
  const images = imageList(input.images, MAX_SLIDER_IMAGES, join(path, 'images'), ctx);
  const duration =
    numberValue(
      {
        name: 'duration',
        label: 'Dauer',
        type: 'number',
        min: SLIDER_DURATION_MIN,
        max: SLIDER_DURATION_MAX,
        default: SLIDER_DEFAULT_DURATION,
      },
      input.duration,
      join(path, 'duration'),
      ctx,
    ) ?? SLIDER_DEFAULT_DURATION;
  return { images, duration };
}

function dateValue(def: Extract<FieldDef, { type: 'date' }>, input: unknown, path: string, ctx: Ctx) {
  if (isBlank(input)) return def.required ? ctx.fail(path, VALIDATION.notBlank) : null;
  if (typeof input !== 'string') return ctx.fail(path, VALIDATION.type('string'));
  const value = input.trim();
  if (def.mode === 'time') return TIME.test(value) ? value : ctx.fail(path, VALIDATION.time);
  const parsed = Date.parse(def.mode === 'date' ? `${value}T00:00:00Z` : value);
  if (def.mode === 'date') return DATE.test(value) && !Number.isNaN(parsed) ? value : ctx.fail(path, VALIDATION.date);
  return !DATE.test(value) && !Number.isNaN(parsed) && value.includes('T')
    ? value
    : ctx.fail(path, VALIDATION.dateTime);
}

function fieldValue(def: FieldDef, input: unknown, path: string, ctx: Ctx): unknown {
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
      return text(def, input, path, ctx);
    case 'email': {
      const value = text(def, input, path, ctx);
      return value === null || EMAIL.test(value) ? value : ctx.fail(path, VALIDATION.email);
    }
    case 'number':
      return numberValue(def, input, path, ctx);
    case 'boolean':
      if (input === undefined || input === null) return def.default ?? false;
      return typeof input === 'boolean' ? input : ctx.fail(path, VALIDATION.type('boolean'));
    case 'date':
      return dateValue(def, input, path, ctx);
    case 'select':
      if (isBlank(input)) return def.required ? ctx.fail(path, VALIDATION.notBlank) : (def.default ?? null);
      return def.options.some((o) => o.value === input) ? input : ctx.fail(path, VALIDATION.choice);
    case 'image':
      if (isBlank(input)) return def.required ? ctx.fail(path, VALIDATION.notBlank) : null;
      return imageRef(input, path, ctx);
    case 'images': {
      const list = imageList(input, def.max ?? MAX_SLIDER_IMAGES, path, ctx);
      return def.required && list.length === 0 ? ctx.fail(path, VALIDATION.notBlank) : list;
    }
    case 'file':
      if (isBlank(input)) return def.required ? ctx.fail(path, VALIDATION.notBlank) : null;
      return fileRef(input, path, ctx);
    case 'slider':
      return slider(input, path, ctx);
    case 'links':
      return links(input, def.max ?? 20, path, ctx);
    case 'reference':
      if (isBlank(input)) return def.required ? ctx.fail(path, VALIDATION.notBlank) : null;
      return typeof input === 'string' && UUID.test(input)
        ? input.toLowerCase()
        : ctx.fail(path, VALIDATION.invalidReference);
    case 'collection': {
      if (isBlank(input)) return [];
      if (!Array.isArray(input)) return ctx.fail(path, VALIDATION.type('array'));
      if (def.max !== undefined && input.length > def.max) return ctx.fail(path, VALIDATION.collectionMax(def.max));
      return input.map((item, i) => fields(def.fields, item, join(path, i), ctx));
    }
    case 'group':
      return fields(def.fields, input ?? {}, path, ctx);
    case 'blocks':
      return blocks(input, path, ctx, true);
  }
}

/** Every field of `defs` read from `input`; keys that are not fields are dropped. */
function fields(defs: readonly FieldDef[], input: unknown, path: string, ctx: Ctx): Record<string, unknown> {
  if (!isObject(input)) {
    ctx.fail(path, VALIDATION.type('object'));
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const def of defs) out[def.name] = fieldValue(def, input[def.name], join(path, def.name), ctx);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Links

/**
 * An in-app path with one leading slash ('shop' -> '/shop'); what leads to another host ('//evil.example',
 * '/\evil.example', 'javascript:') or holds whitespace or controls is refused (navigation/link-target.ts).
 */
function routerPath(to: string): string | null {
  const path = internalPath(to);
  return path && path.length <= 500 ? path : null;
}

function link(input: unknown, path: string, ctx: Ctx): ContentLink | null {
  if (!isObject(input)) return ctx.fail(path, VALIDATION.type('object'));
  const type = input.type as LinkType;
  if (!LINK_TYPES.includes(type)) return ctx.fail(join(path, 'type'), VALIDATION.choice);
  const before = ctx.errors.length;
  const data = fields(LINK_REGISTRY[type].fields, input, path, ctx);
  if (ctx.errors.length > before) return null;
  switch (type) {
    case 'href_link': {
      const href = normaliseNavigationLink(data.href as string);
      if (!href) return ctx.fail(join(path, 'href'), VALIDATION.url);
      return { type, label: data.label as string, href, target: data.target as '_self' | '_blank' };
    }
    case 'router_link': {
      const to = routerPath(data.to as string);
      return to ? { type, label: data.label as string, to } : ctx.fail(join(path, 'to'), VALIDATION.url);
    }
    case 'phone_link': {
      const phone = data.phone as string;
      if (!PHONE.test(phone)) return ctx.fail(join(path, 'phone'), OWN_TEXTS.contentPhoneInvalid);
      return { type, label: data.label as string, phone };
    }
    case 'site_link':
      return { type, label: data.label as string, site: data.site as string };
    case 'file_link':
      return { type, label: data.label as string, file: data.file as FileRef };
    case 'email_link':
      return { type, label: data.label as string, mailto: data.mailto as string };
  }
}

function links(input: unknown, max: number, path: string, ctx: Ctx): ContentLink[] {
  if (isBlank(input)) return [];
  if (!Array.isArray(input)) return ctx.fail(path, VALIDATION.type('array')) ?? [];
  if (input.length > max) return ctx.fail(path, VALIDATION.collectionMax(max)) ?? [];
  return input.map((item, i) => link(item, join(path, i), ctx)).filter((l): l is ContentLink => l !== null);
}

/** Validates a list of links (the six types of spec 2); href_link gets 'https://' when it has no scheme. */
export function validateLinks(input: unknown, path = 'links', max = 20): Validated<ContentLink[]> {
  const ctx = new Ctx({ newId: () => '' });
  const value = links(input, max, path, ctx);
  return { value, errors: ctx.errors };
}

// ---------------------------------------------------------------------------------------------
// Blocks

function block(input: unknown, path: string, ctx: Ctx, allowReferences: boolean): ContentBlock | null {
  if (!isObject(input)) return ctx.fail(path, VALIDATION.type('object'));
  const id = typeof input.id === 'string' && BLOCK_ID.test(input.id) ? input.id : ctx.options.newId();
  const type = input.type;
  if (type === BLOCK_REFERENCE && allowReferences) {
    const data = isObject(input.data) ? input.data : {};
    const target = fieldValue(
      { name: 'block', label: 'Inhalt', type: 'reference', to: 'block', required: true },
      data.block,
      join(path, 'data.block'),
      ctx,
    );
    return { id, type: BLOCK_REFERENCE, version: 1, data: { block: target } };
  }
  if (typeof type !== 'string' || !Object.hasOwn(BLOCK_REGISTRY, type))
    return ctx.fail(join(path, 'type'), VALIDATION.choice);
  const def = BLOCK_REGISTRY[type as BlockType];
  const data = fields(def.fields, input.data ?? {}, join(path, 'data'), ctx);
  return { id, type: def.type, version: def.version, data };
}

function blocks(input: unknown, path: string, ctx: Ctx, allowReferences: boolean): ContentBlock[] {
  if (isBlank(input)) return [];
  if (!Array.isArray(input)) return ctx.fail(path, VALIDATION.type('array')) ?? [];
  if (input.length > MAX_BLOCKS) return ctx.fail(path, VALIDATION.collectionMax(MAX_BLOCKS)) ?? [];
  const out = input
    .map((item, i) => block(item, join(path, i), ctx, allowReferences))
    .filter((b): b is ContentBlock => b !== null);
  // Ids key the editor's list: a duplicate (a copied block) gets a fresh one.
  const seen = new Set<string>();
  for (const b of out) {
    if (seen.has(b.id)) b.id = ctx.options.newId();
    seen.add(b.id);
  }
  return out;
}

/** One block: its type must be in the registry (or a block_reference with `data.block`, when allowed). */
export function validateBlock(
  input: unknown,
  options: ContentValidationOptions & { path?: string; allowReferences?: boolean },
): Validated<ContentBlock | null> {
  const ctx = new Ctx(options);
  const value = block(input, options.path ?? 'block', ctx, options.allowReferences ?? true);
  return { value, errors: ctx.errors };
}

/**
 * A block list. Reusable blocks (`/api/blocks`) pass `allowReferences: false`: a reference inside a
 * reusable block could form a cycle, and the storefront resolves only one level.
 */
export function validateBlocks(
  input: unknown,
  options: ContentValidationOptions & { path?: string; allowReferences?: boolean },
): Validated<ContentBlock[]> {
  const ctx = new Ctx(options);
  const value = blocks(input, options.path ?? 'blocks', ctx, options.allowReferences ?? true);
  return { value, errors: ctx.errors };
}

/** The value a field starts with in a new block (the back office's "Block hinzufügen"). */
function initialValue(def: FieldDef): unknown {
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
      return def.default ?? '';
    case 'number':
    case 'select':
      return def.default ?? null;
    case 'boolean':
      return def.default ?? false;
    case 'slider':
      return { images: [], duration: SLIDER_DEFAULT_DURATION };
    case 'images':
    case 'links':
    case 'collection':
    case 'blocks':
      return [];
    case 'group':
      return Object.fromEntries(def.fields.map((f) => [f.name, initialValue(f)]));
    default:
      return null;
  }
}

/** A new block of `type` with every field at its default. */
export function newBlock(type: BlockType, id: string): ContentBlock {
  const def = BLOCK_REGISTRY[type];
  return {
    id,
    type,
    version: def.version,
    data: Object.fromEntries(def.fields.map((f) => [f.name, initialValue(f)])),
  };
}

// ---------------------------------------------------------------------------------------------
// Site paths

/**
 * First path segments the app itself answers (storefront routes of spec 2, the back office, files the
 * server serves): a site there would never be reached, or would hide the app's page.
 */
export const RESERVED_SITE_SEGMENTS = [
  'store',
  'shop',
  'status',
  'datenschutz',
  'agb',
  'kontakt',
  'site',
  'backend',
  'api',
  'image',
  'upload',
  'uploads',
  'fonts',
  'icons',
  'assets',
  'build',
  'socket.io',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'offline.html',
] as const;

/** A site path as stored ('rezepte/apfelstrudel': no slashes around it), or the German reason it cannot be. */
export function validateSitePath(input: unknown, field = 'path'): Validated<string | null> {
  if (isBlank(input)) return { value: null, errors: [{ field, message: VALIDATION.notBlank }] };
  const path = typeof input === 'string' && input.length <= 300 ? normaliseSitePath(input) : null;
  if (!path) return { value: null, errors: [{ field, message: OWN_TEXTS.sitePathInvalid }] };
  const first = path.split('/')[0]!.toLowerCase();
  if ((RESERVED_SITE_SEGMENTS as readonly string[]).includes(first))
    return { value: null, errors: [{ field, message: OWN_TEXTS.sitePathReserved(first) }] };
  return { value: path, errors: [] };
}

// ---------------------------------------------------------------------------------------------
// Site content

export interface SiteContentByType {
  default: DefaultSiteContent;
  recipe: RecipeSiteContent;
  job: JobSiteContent;
}

/** A site's type and content, discriminated by `type`. */
export type TypedSiteContent = { [K in SiteType]: { type: K; content: SiteContentByType[K] } }[SiteType];

export const isSiteType = (type: unknown): type is SiteType => SITE_TYPES.includes(type as SiteType);

/**
 * The `content` of a site of `type` (spec 2 page types); errors are named from `path` ('content.body.0.data.title').
 * An unknown type is an error on `type`.
 */
export function validateSiteContent<T extends SiteType>(
  type: T,
  content: unknown,
  options: ContentValidationOptions & { path?: string },
): Validated<SiteContentByType[T]>;
export function validateSiteContent(
  type: string,
  content: unknown,
  options: ContentValidationOptions & { path?: string },
): Validated<TypedSiteContent['content'] | null>;
export function validateSiteContent(
  type: string,
  content: unknown,
  options: ContentValidationOptions & { path?: string },
): Validated<TypedSiteContent['content'] | null> {
  const ctx = new Ctx(options);
  if (!isSiteType(type)) {
    ctx.fail('type', VALIDATION.choice);
    return { value: null, errors: ctx.errors };
  }
  const value = fields(SITE_TYPE_REGISTRY[type].fields, content ?? {}, options.path ?? 'content', ctx);
  return { value: value as unknown as TypedSiteContent['content'], errors: ctx.errors };
}

// ---------------------------------------------------------------------------------------------
// Walking validated content

/**
 * What mapBlocks / mapSiteContent call for values of VALIDATED content; each returns the value to keep.
 * The server uses it to sanitise rich text, resolve image references and collect linked sites and blocks.
 */
export interface ContentVisitor {
  richtext?: (html: string, field: string) => string;
  image?: (ref: ImageRef, field: string) => ImageRef;
  link?: (link: ContentLink, field: string) => ContentLink;
  /** Every block, before its fields are visited (block_reference items too). */
  block?: (block: ContentBlock, field: string) => ContentBlock;
}

function mapValue(def: FieldDef, value: unknown, path: string, visitor: ContentVisitor): unknown {
  if (value === null || value === undefined) return value;
  switch (def.type) {
    case 'richtext':
      return visitor.richtext && typeof value === 'string' ? visitor.richtext(value, path) : value;
    case 'image':
      return visitor.image ? visitor.image(value as ImageRef, path) : value;
    case 'images':
      return visitor.image ? (value as ImageRef[]).map((ref, i) => visitor.image!(ref, join(path, i))) : value;
    case 'slider': {
      const s = value as ImageSliderValue;
      return visitor.image
        ? { ...s, images: s.images.map((ref, i) => visitor.image!(ref, join(join(path, 'images'), i))) }
        : value;
    }
    case 'links':
      return visitor.link ? (value as ContentLink[]).map((l, i) => visitor.link!(l, join(path, i))) : value;
    case 'collection':
      return (value as Record<string, unknown>[]).map((item, i) => mapFields(def.fields, item, join(path, i), visitor));
    case 'group':
      return mapFields(def.fields, value as Record<string, unknown>, path, visitor);
    case 'blocks':
      return mapBlocks(value as ContentBlock[], visitor, path);
    default:
      return value;
  }
}

function mapFields(
  defs: readonly FieldDef[],
  data: Record<string, unknown>,
  path: string,
  visitor: ContentVisitor,
): Record<string, unknown> {
  const out = { ...data };
  for (const def of defs)
    if (def.name in out) out[def.name] = mapValue(def, out[def.name], join(path, def.name), visitor);
  return out;
}

/** Visits every block of a validated list and every rich-text, image and link value inside it. */
export function mapBlocks(list: readonly ContentBlock[], visitor: ContentVisitor, path = 'blocks'): ContentBlock[] {
  return list.map((original, i) => {
    const field = join(path, i);
    const b = visitor.block ? visitor.block(original, field) : original;
    const def = Object.hasOwn(BLOCK_REGISTRY, b.type) ? BLOCK_REGISTRY[b.type as BlockType] : null;
    return def ? { ...b, data: mapFields(def.fields, b.data, join(field, 'data'), visitor) } : b;
  });
}

/** mapBlocks for a whole validated site content of `type` (its image, body, ...). */
export function mapSiteContent<C extends object>(
  type: SiteType,
  content: C,
  visitor: ContentVisitor,
  path = 'content',
): C {
  return mapFields(SITE_TYPE_REGISTRY[type].fields, content as Record<string, unknown>, path, visitor) as C;
}
