// Form values <-> API bodies of content, walked by the registry's field descriptors (domain fields.ts):
// one function for every block type, link type and page type, so a new field needs no code here.
import {
  BLOCK_REFERENCE,
  BLOCK_REGISTRY,
  LINK_REGISTRY,
  LINK_TYPES,
  newBlock,
  SLIDER_DEFAULT_DURATION,
  type BlockType,
  type ContentBlock,
  type FieldDef,
  type LinkType,
} from '@bestell/domain';

type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const orNull = <T>(v: T | undefined | null | ''): T | null => (v === undefined || v === '' ? null : v);

/** A block id the server keeps (it accepts [A-Za-z0-9_-]{1,64}); unique enough to key the editor's list. */
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export const isBlockType = (type: unknown): type is BlockType => Object.hasOwn(BLOCK_REGISTRY, String(type));

/** German name of a body item: the registry's label, 'Wiederverwendbarer Inhalt' for references. */
export function blockLabel(type: unknown): string {
  if (type === BLOCK_REFERENCE) return 'Wiederverwendbarer Inhalt';
  return isBlockType(type) ? BLOCK_REGISTRY[type].label : `Unbekannter Block (${String(type)})`;
}

/** A new body item: a registry block with its defaults, or an empty reference to a reusable block. */
export function createBlock(type: BlockType | typeof BLOCK_REFERENCE): ContentBlock {
  if (type === BLOCK_REFERENCE) return { id: newBlockId(), type, version: 1, data: { block: null } };
  return newBlock(type, newBlockId());
}

/** A copy placed after the original: same data (deeply copied), its own id. */
export function duplicateBlock(block: ContentBlock): ContentBlock {
  return { ...(JSON.parse(JSON.stringify(block)) as ContentBlock), id: newBlockId() };
}

/** The value of one field as the API takes it; keys that are no field (e.g. a resolved `path`) are dropped. */
export function cleanValue(def: FieldDef, value: unknown): unknown {
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'email':
    case 'date':
    case 'select':
    case 'reference':
      return typeof value === 'string' ? orNull(value) : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return value === true;
    case 'image':
    case 'file':
      return isObject(value) ? value : null;
    case 'images':
      return list(value).filter(isObject);
    case 'slider': {
      const slider = isObject(value) ? value : {};
      const duration = typeof slider.duration === 'number' ? slider.duration : SLIDER_DEFAULT_DURATION;
      return { images: list(slider.images).filter(isObject), duration };
    }
    case 'links':
      return list(value).filter(isObject).map(cleanLink);
    case 'collection':
      return list(value).map((item) => cleanFields(def.fields, item));
    case 'group':
      return cleanFields(def.fields, value);
    case 'blocks':
      return cleanBlocks(value);
  }
}

export function cleanFields(defs: readonly FieldDef[], data: unknown): Data {
  const source = isObject(data) ? data : {};
  return Object.fromEntries(defs.map((def) => [def.name, cleanValue(def, source[def.name])]));
}

/** A link with the fields of its type only (a type change leaves the old type's values in the form). */
export function cleanLink(link: Data): Data {
  const type = link.type as LinkType;
  if (!(LINK_TYPES as readonly string[]).includes(type)) return { type };
  return { type, ...cleanFields(LINK_REGISTRY[type].fields, link) };
}

/** One body item as the API takes it: `{ id, type, version, data }` with the registry's fields. */
export function cleanBlock(block: Data): Data {
  const id = typeof block.id === 'string' && block.id ? block.id : newBlockId();
  const data = isObject(block.data) ? block.data : {};
  if (block.type === BLOCK_REFERENCE) {
    return { id, type: BLOCK_REFERENCE, version: 1, data: { block: orNull(data.block as string | null) } };
  }
  if (!isBlockType(block.type)) return { id, type: block.type, version: block.version ?? 1, data };
  const def = BLOCK_REGISTRY[block.type];
  return { id, type: def.type, version: def.version, data: cleanFields(def.fields, data) };
}

export const cleanBlocks = (blocks: unknown): Data[] => list(blocks).filter(isObject).map(cleanBlock);

/**
 * API blocks -> form values: a reference keeps only the id it points at (views embed the referenced
 * blocks for the storefront; the editor resolves them itself for the preview).
 */
export function blocksToForm(blocks: unknown): ContentBlock[] {
  return list(blocks)
    .filter(isObject)
    .map((block) =>
      block.type === BLOCK_REFERENCE
        ? { ...(block as unknown as ContentBlock), data: { block: (block.data as Data | undefined)?.block ?? null } }
        : (block as unknown as ContentBlock),
    );
}

/** The first text of a block, shown in its header while it is collapsed. */
export function blockSummary(block: ContentBlock | undefined): string {
  if (!block || !isBlockType(block.type)) return '';
  for (const def of BLOCK_REGISTRY[block.type].fields) {
    const value = block.data?.[def.name];
    if (typeof value !== 'string' || !value.trim()) continue;
    const plain = def.type === 'richtext' ? value.replace(/<[^>]*>/g, ' ') : value;
    const text = plain.replace(/\s+/g, ' ').trim();
    if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  }
  return '';
}
