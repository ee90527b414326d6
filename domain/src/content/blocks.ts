// The block registry (spec 2 "Content blocks"): the 16 block types, each with its German name, the
// version of its data shape and its fields. API validation, the back-office block form and the
// storefront renderer are all driven from this one table.
import type { FieldDef } from './fields.js';

export const BLOCK_TYPES = [
  'hero_main',
  'hero_party',
  'hero_team',
  'party',
  'recipes',
  'team',
  'map_branch',
  'map_partner',
  'text',
  'text_recipe',
  'party_stuff',
  'image_text',
  'teaser_shop',
  'career',
  'job',
  'form',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A body item that points at a reusable block (`/api/blocks`) instead of holding data itself. */
export const BLOCK_REFERENCE = 'block_reference';

/** spec 5 "Recipes block limit": number, no decimals, minimum 3, default 3. */
export const RECIPES_LIMIT_MIN = 3;
export const RECIPES_LIMIT_DEFAULT = 3;

/** spec 9 "Text block width small or large (default large)". */
export const TEXT_WIDTHS = ['small', 'large'] as const;

/**
 * One stored block: typed JSON, never HTML (rich-text fields inside `data` hold sanitised HTML).
 * `id` is a stable key so the editor can reorder and the renderer can key its list.
 */
export interface ContentBlock<T extends string = BlockType | typeof BLOCK_REFERENCE> {
  id: string;
  type: T;
  version: number;
  data: Record<string, unknown>;
}

/** A reference body item: `data.block` is the id of a reusable block. */
export type BlockReference = ContentBlock<typeof BLOCK_REFERENCE>;

export interface BlockTypeDef {
  type: BlockType;
  /** German name in the back office's "Block hinzufügen" list. */
  label: string;
  /** Version of the data shape; stored with each block so old rows can be migrated on read. */
  version: number;
  fields: readonly FieldDef[];
}

const TITLE: FieldDef = { name: 'title', label: 'Titel', type: 'text', max: 200 };
const TEXT: FieldDef = { name: 'text', label: 'Text', type: 'richtext', max: 20_000 };
const LINKS: FieldDef = { name: 'links', label: 'Links', type: 'links', max: 6 };
const IMAGE: FieldDef = { name: 'image', label: 'Bild', type: 'image' };
const SLIDER: FieldDef = { name: 'image_slider', label: 'Bilder-Slider', type: 'slider' };

function def(type: BlockType, label: string, fields: readonly FieldDef[], version = 1): BlockTypeDef {
  return { type, label, version, fields };
}

export const BLOCK_REGISTRY: Readonly<Record<BlockType, BlockTypeDef>> = {
  hero_main: def('hero_main', 'Hero (Startseite)', [{ ...TITLE, required: true }, TEXT]),
  hero_party: def('hero_party', 'Hero (Feier)', [{ ...TITLE, required: true }, TEXT, IMAGE]),
  hero_team: def('hero_team', 'Hero (Team)', [{ ...TITLE, required: true }, SLIDER]),
  party: def('party', 'Feier', [TEXT, { name: 'images', label: 'Bilder', type: 'images', max: 12 }]),
  recipes: def('recipes', 'Rezepte', [
    {
      name: 'limit',
      label: 'Anzahl',
      type: 'number',
      integer: true,
      min: RECIPES_LIMIT_MIN,
      max: 24,
      default: RECIPES_LIMIT_DEFAULT,
    },
    TEXT,
    LINKS,
  ]),
  team: def('team', 'Team', [TITLE, TEXT, LINKS, SLIDER]),
  map_branch: def('map_branch', 'Karte (Filialen)', [TITLE, IMAGE, LINKS]),
  map_partner: def('map_partner', 'Karte (Partner)', [
    TITLE,
    {
      name: 'partners',
      label: 'Partner',
      type: 'collection',
      itemLabel: 'Partner',
      max: 100,
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
        { name: 'link', label: 'Link', type: 'text', max: 500 },
        // Markers need both (spec 2); without them the partner is listed but not drawn.
        { name: 'longitude', label: 'Längengrad', type: 'number', min: -180, max: 180 },
        { name: 'latitude', label: 'Breitengrad', type: 'number', min: -90, max: 90 },
      ],
    },
  ]),
  text: def('text', 'Text', [
    {
      name: 'width',
      label: 'Breite',
      type: 'select',
      options: [
        { value: 'small', label: 'Schmal' },
        { value: 'large', label: 'Breit' },
      ],
      default: 'large',
    },
    TEXT,
    LINKS,
  ]),
  text_recipe: def('text_recipe', 'Rezept-Text (zweispaltig)', [
    { name: 'column_left', label: 'Linke Spalte', type: 'richtext', max: 20_000 },
    { name: 'column_right', label: 'Rechte Spalte', type: 'richtext', max: 20_000 },
  ]),
  party_stuff: def('party_stuff', 'Feier-Angebot', [TITLE, IMAGE, TEXT, LINKS]),
  image_text: def('image_text', 'Bild und Text', [SLIDER, TEXT]),
  teaser_shop: def('teaser_shop', 'Shop-Teaser', [TEXT, LINKS, IMAGE]),
  career: def('career', 'Karriere', [TEXT]),
  job: def('job', 'Stelle', [
    {
      name: 'items',
      label: 'Abschnitte',
      type: 'collection',
      itemLabel: 'Abschnitt',
      max: 20,
      fields: [
        { name: 'title', label: 'Überschrift', type: 'text', max: 200 },
        { name: 'text', label: 'Text', type: 'richtext', max: 20_000 },
      ],
    },
  ]),
  form: def('form', 'Kontaktformular', [{ name: 'intro', label: 'Einleitung', type: 'richtext', max: 5_000 }]),
};
