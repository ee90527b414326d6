// Page types of content sites (spec 2 "Content pages", spec 3 "Site"): default, job, recipe, each with
// the fields of its `content`. Described with the same field descriptors as blocks.
import type { FieldDef } from './fields.js';

export const SITE_TYPES = ['default', 'job', 'recipe'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export interface SiteTypeDef {
  type: SiteType;
  /** German name (spec 2): 'Standardseite', 'Stellenausschreibungen', 'Rezepte'. */
  label: string;
  fields: readonly FieldDef[];
}

const BODY: FieldDef = { name: 'body', label: 'Inhalt', type: 'blocks' };

export const RECIPE_DIFFICULTIES = [
  { value: 'easy', label: 'Einfach' },
  { value: 'medium', label: 'Mittel' },
  { value: 'hard', label: 'Anspruchsvoll' },
] as const;

export const SITE_TYPE_REGISTRY: Readonly<Record<SiteType, SiteTypeDef>> = {
  default: { type: 'default', label: 'Standardseite', fields: [BODY] },
  recipe: {
    type: 'recipe',
    label: 'Rezepte',
    fields: [
      { name: 'image', label: 'Bild', type: 'image' },
      { name: 'portions', label: 'Portionen', type: 'number', integer: true, min: 1, max: 1000 },
      // The spec's spelling, quoted verbatim.
      { name: 'difficulty', label: 'Schwierigeitsgrad', type: 'select', options: RECIPE_DIFFICULTIES },
      { name: 'time', label: 'Zubereitungszeit', type: 'text', max: 100, help: 'z. B. 45 Minuten' },
      BODY,
    ],
  },
  job: {
    type: 'job',
    label: 'Stellenausschreibungen',
    fields: [
      { name: 'start', label: 'Arbeitsbeginn', type: 'text', max: 100, help: 'z. B. ab sofort oder 01.03.2027' },
      { name: 'workload', label: 'Pensum', type: 'text', max: 100, help: 'z. B. 80–100 %' },
      BODY,
    ],
  },
};

/** Typed `content` per page type (what validate.ts returns for a valid site). */
export interface DefaultSiteContent {
  body: import('./blocks.js').ContentBlock[];
}
export interface RecipeSiteContent extends DefaultSiteContent {
  image: import('../media/media-views.js').ImageRef | null;
  portions: number | null;
  difficulty: (typeof RECIPE_DIFFICULTIES)[number]['value'] | null;
  time: string | null;
}
export interface JobSiteContent extends DefaultSiteContent {
  start: string | null;
  workload: string | null;
}
export type SiteContent = DefaultSiteContent | RecipeSiteContent | JobSiteContent;
