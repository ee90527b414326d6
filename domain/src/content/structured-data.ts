// schema.org JSON-LD of content sites (issue 15 item 6): recipes as Recipe and job offers as JobPosting,
// with the fields Google's rich results require, built from the stored site (no IO). Also the German
// "Zubereitungszeit" and "Pensum" texts read into ISO 8601 durations and employment types.
import { BLOCK_REFERENCE, type ContentBlock } from './blocks.js';
import type { SiteView } from './content-views.js';
import { SITE_TYPE_REGISTRY } from './site-types.js';
import { mapBlocks } from './validate.js';

/** The business behind the shop: author and publisher of recipes, hiring organisation of jobs. */
export interface SeoOrganization {
  name: string;
  /** Absolute URL of the business's website (or the shop). */
  url?: string | null;
  /** Absolute URL of the logo. */
  logo?: string | null;
}

export interface SeoAddress {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
}

type JsonLd = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Text out of stored rich text (sanitised HTML)

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a sanitised HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entries of a rich-text column: its list items when it has any, else its paragraphs / lines; headings dropped. */
export function richTextItems(html: string | null | undefined): string[] {
  if (!html) return [];
  const withoutHeadings = html.replace(/<h\d\b[^>]*>[\s\S]*?<\/h\d>/gi, '');
  const items = [...withoutHeadings.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1]!);
  const parts = items.length ? items : withoutHeadings.split(/<\/p>|<br\s*\/?>|\n/i);
  return parts.map(htmlToText).filter(Boolean);
}

const blocksOf = (body: unknown): ContentBlock[] =>
  Array.isArray(body) ? (body as ContentBlock[]).filter((b) => b && typeof b === 'object' && b.data) : [];

/** Ingredients and steps of a recipe body: the left / right columns of its text_recipe blocks (the demo's layout). */
export function recipeParts(body: unknown): { ingredients: string[]; steps: string[] } {
  const recipeBlocks = blocksOf(body).filter((b) => b.type === 'text_recipe');
  return {
    ingredients: recipeBlocks.flatMap((b) => richTextItems(b.data.column_left as string)),
    steps: recipeBlocks.flatMap((b) => richTextItems(b.data.column_right as string)),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The rich text of a body as one HTML fragment, in order: every rich-text field of every block, job
 * sections with their headings. Reused blocks (block_reference) are not expanded here.
 */
export function bodyHtml(body: unknown): string {
  const parts: string[] = [];
  for (const block of blocksOf(body)) {
    if (block.type === BLOCK_REFERENCE) continue;
    if (block.type === 'job') {
      for (const item of (block.data.items as { title?: string | null; text?: string | null }[] | undefined) ?? []) {
        if (item.title) parts.push(`<h3>${escapeHtml(item.title)}</h3>`);
        if (item.text) parts.push(item.text);
      }
      continue;
    }
    mapBlocks([block], {
      richtext: (html) => {
        parts.push(html);
        return html;
      },
    });
  }
  return parts.filter((p) => p.trim()).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Durations and employment types

const UNIT_MINUTES: readonly [RegExp, number][] = [
  [/^(?:tag|tage|tagen|d|day|days)$/, 24 * 60],
  [/^(?:h|hr|hrs|std|stdn|stunde|stunden|hour|hours)$/, 60],
  [/^(?:min|mins|minute|minuten|minutes)$/, 1],
];
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`([a-z]+)\.?`;

const minutesOf = (unit: string): number | null => UNIT_MINUTES.find(([re]) => re.test(unit))?.[1] ?? null;
const num = (value: string) => Number(value.replace(',', '.'));

/**
 * A German time text as an ISO 8601 duration ('45 Minuten' -> 'PT45M', '1 Stunde 30 Minuten' ->
 * 'PT1H30M', '1,5 Std.' -> 'PT1H30M', '1:30 h' -> 'PT1H30M'); ranges count their upper end, remarks in
 * brackets are ignored ('24 Stunden (davon 45 Minuten Arbeit)' -> 'PT24H'). null when nothing is parseable.
 */
export function isoDuration(text: string | null | undefined): string | null {
  if (!text) return null;
  let s = ` ${text.toLowerCase()} `
    .replace(/\([^)]*\)/g, ' ')
    .replace(/(\d)\s*½/g, '$1.5')
    .replace(/½/g, '0.5')
    .replace(/\bhalbe?n?\s+stunde\b/g, '0.5 stunden')
    .replace(/\bein(?:e|er|en)?\s+(?=[a-z])/g, '1 ');
  let minutes = 0;
  let found = false;
  // 1:30 h
  s = s.replace(/(\d+):([0-5]\d)\s*(?:h|std|stunden?)\b\.?/g, (_, h: string, m: string) => {
    minutes += Number(h) * 60 + Number(m);
    found = true;
    return ' ';
  });
  const pairs = new RegExp(String.raw`(?:${NUMBER}\s*(?:-|–|—|bis)\s*)?${NUMBER}\s*${UNIT}`, 'g');
  for (const m of s.matchAll(pairs)) {
    const factor = minutesOf(m[3]!);
    if (factor === null) continue;
    minutes += Math.max(num(m[2]!), m[1] ? num(m[1]) : 0) * factor;
    found = true;
  }
  const total = Math.round(minutes);
  if (!found || total <= 0) return null;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** schema.org / Google employment types. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER';

/** Full-time weeks in hours from here (a 38.5-hour week is full time in Austria and Germany). */
const FULL_TIME_HOURS = 35;

/**
 * Employment types a job's workload ('Pensum') names: 'Vollzeit', 'Teilzeit', percentages (100 % is
 * full time, below is part time, '80–100 %' both), weekly hours, 'Praktikum', 'befristet', ...; [] when
 * nothing is recognised.
 */
export function employmentTypes(workload: string | null | undefined): EmploymentType[] {
  const text = (workload ?? '').toLowerCase();
  const types = new Set<EmploymentType>();
  if (/vollzeit|full[\s-]?time/.test(text)) types.add('FULL_TIME');
  if (/teilzeit|part[\s-]?time|geringfügig|minijob|aushilfe/.test(text)) types.add('PART_TIME');
  // '100 %', '80–100 %', '50 bis 60 %'
  const percents = [...text.matchAll(/(\d+)(?:\s*(?:-|–|—|bis)\s*(\d+))?\s*%/g)]
    .flatMap((m) => (m[2] ? [m[1]!, m[2]] : [m[1]!]))
    .map(Number)
    .filter((p) => p > 0 && p <= 100);
  if (percents.some((p) => p === 100)) types.add('FULL_TIME');
  if (percents.some((p) => p < 100)) types.add('PART_TIME');
  const weekly = text.match(
    /(\d+(?:[.,]\d+)?)\s*(?:std|stunden|h)\.?\s*(?:\/|pro|je|in der)\s*woche|(\d+(?:[.,]\d+)?)\s*wochenstunden/,
  );
  if (weekly) types.add(num(weekly[1] ?? weekly[2]!) >= FULL_TIME_HOURS ? 'FULL_TIME' : 'PART_TIME');
  if (/praktik|internship/.test(text)) types.add('INTERN');
  if (/befristet|saison|temporär|temporary/.test(text)) types.add('TEMPORARY');
  if (/freiberuf|freelance|werkvertrag|selbstständig/.test(text)) types.add('CONTRACTOR');
  if (/ehrenamt|volunt/.test(text)) types.add('VOLUNTEER');
  const order: EmploymentType[] = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER'];
  return order.filter((type) => types.has(type));
}

/** 'dd.mm.yyyy' (or an ISO date) as 'yyyy-mm-dd'; null for texts such as 'ab sofort'. */
export function germanDate(text: string | null | undefined): string | null {
  const m = (text ?? '').match(/(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})/) ?? null;
  const iso = m ? null : (text ?? '').match(/(\d{4})-(\d{2})-(\d{2})/);
  const [y, mo, d] = m ? [m[3]!, m[2]!, m[1]!] : iso ? [iso[1]!, iso[2]!, iso[3]!] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

const COUNTRY_OF_TIMEZONE: Readonly<Record<string, string>> = {
  'Europe/Vienna': 'AT',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Zurich': 'CH',
  'Europe/Vaduz': 'LI',
  'Europe/Luxembourg': 'LU',
};

/** The country of the shop's timezone setting, for addresses (branches store no country); null when unknown. */
export function countryOfTimezone(timezone: string | null | undefined): string | null {
  return COUNTRY_OF_TIMEZONE[timezone ?? ''] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Builders

const organization = (org: SeoOrganization): JsonLd => ({
  '@type': 'Organization',
  name: org.name,
  ...(org.url ? { url: org.url } : {}),
  ...(org.logo ? { logo: org.logo } : {}),
});

type SeoSite = Pick<SiteView, 'name' | 'title' | 'description' | 'seoDescription' | 'createdAt' | 'updatedAt'>;

export interface RecipeSeoInput extends SeoSite {
  content: { portions?: number | null; time?: string | null; body?: unknown };
}

/**
 * schema.org Recipe (Google: name and image required; description, yield, time, author, date,
 * ingredients and steps recommended).
 */
export function recipeJsonLd(
  site: RecipeSeoInput,
  ctx: { url: string; images: readonly string[]; organization: SeoOrganization },
): JsonLd {
  const description = site.seoDescription || site.description;
  const totalTime = isoDuration(site.content.time);
  const { ingredients, steps } = recipeParts(site.content.body);
  const portions = site.content.portions;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: site.title?.trim() || site.name,
    url: ctx.url,
    ...(ctx.images.length ? { image: [...ctx.images] } : {}),
    ...(description ? { description } : {}),
    ...(portions && portions > 0 ? { recipeYield: String(portions) } : {}),
    ...(totalTime ? { totalTime } : {}),
    ...(ingredients.length ? { recipeIngredient: ingredients } : {}),
    ...(steps.length ? { recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })) } : {}),
    author: organization(ctx.organization),
    publisher: organization(ctx.organization),
    datePublished: site.createdAt,
    dateModified: site.updatedAt,
  };
}

export interface JobSeoInput extends SeoSite {
  content: { start?: string | null; workload?: string | null; body?: unknown };
}

/**
 * schema.org JobPosting (Google requires title, description as HTML, datePosted, hiringOrganization and
 * jobLocation; validThrough when the offer ends, employmentType recommended).
 */
export function jobPostingJsonLd(
  site: JobSeoInput,
  ctx: { url: string; organization: SeoOrganization; address: SeoAddress | null; validThrough?: string | null },
): JsonLd {
  const labels = Object.fromEntries(SITE_TYPE_REGISTRY.job.fields.map((f) => [f.name, f.label]));
  const title = site.title?.trim() || site.name;
  const facts = (['start', 'workload'] as const)
    .filter((key) => site.content[key])
    .map((key) => `<p><strong>${escapeHtml(labels[key]!)}:</strong> ${escapeHtml(site.content[key]!)}</p>`);
  const summary = site.seoDescription || site.description;
  const description = [...(summary ? [`<p>${escapeHtml(summary)}</p>`] : []), ...facts, bodyHtml(site.content.body)]
    .filter(Boolean)
    .join('\n');
  const types = employmentTypes(site.content.workload);
  const start = germanDate(site.content.start);
  const address = ctx.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    url: ctx.url,
    description: description || `<p>${escapeHtml(title)}</p>`,
    datePosted: site.createdAt,
    ...(ctx.validThrough ? { validThrough: ctx.validThrough } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    ...(start ? { jobStartDate: start } : {}),
    hiringOrganization: organization(ctx.organization),
    ...(address
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(address.street ? { streetAddress: address.street } : {}),
              ...(address.zipCode ? { postalCode: address.zipCode } : {}),
              ...(address.city ? { addressLocality: address.city } : {}),
              ...(address.country ? { addressCountry: address.country } : {}),
            },
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<', '>', '&' and the JavaScript line
 * separators escaped, so no '</script>' or comment opener inside a value can end the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
