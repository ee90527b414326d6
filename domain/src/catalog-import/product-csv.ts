import { dec } from '../decimal.js';
import { imageUrl } from '../media/images.js';
import type { ImageRef } from '../media/media-views.js';
import type { Part, UnitId } from '../types.js';
import { UNITS } from '../units/unit-table.js';
import { type CsvDelimiter, type CsvRecord, parseCsv, sniffDelimiter, writeCsv } from './csv.js';
import { formatOptions, germanMoney, parseOptions } from './options-text.js';

/** The product fields a CSV row can set (issue 39 item 2), in the API's formats ('2.50', 'kilogram'). */
export interface ProductCsvFields {
  name: string;
  price: string;
  unit: UnitId;
  tax: string;
  takeawayTax: string;
  dineInTax: string;
  description: string;
  images: Pick<ImageRef, 'id' | 'version' | 'extension'>[];
  isEnabled: boolean;
  isPublic: boolean;
  position: number;
  minimumQuantity: string;
  quantityStepSize: string;
  parts: Part[];
}
type Key = keyof ProductCsvFields | 'category';

interface Column {
  key: Key;
  header: string;
  aliases?: string[];
  required?: boolean;
}

/** The columns in file order; German headers as Excel shows them. */
export const PRODUCT_CSV_COLUMNS: readonly Column[] = [
  { key: 'name', header: 'Name', aliases: ['Produkt', 'Produktname'], required: true },
  { key: 'category', header: 'Kategorie' },
  { key: 'price', header: 'Preis', aliases: ['Preis (EUR)', 'Preis in EUR'], required: true },
  { key: 'unit', header: 'Einheit' },
  { key: 'tax', header: 'Steuer', aliases: ['Steuersatz', 'MwSt', 'USt'] },
  { key: 'takeawayTax', header: 'Steuer Abholung' },
  { key: 'dineInTax', header: 'Steuer vor Ort' },
  { key: 'description', header: 'Beschreibung' },
  { key: 'images', header: 'Bild-URL', aliases: ['Bild', 'Bild URL', 'Bilder', 'Bild-URLs'] },
  { key: 'isEnabled', header: 'Aktiv' },
  { key: 'isPublic', header: 'Öffentlich', aliases: ['Oeffentlich', 'Sichtbar'] },
  { key: 'position', header: 'Position', aliases: ['Reihenfolge'] },
  { key: 'minimumQuantity', header: 'Mindestmenge' },
  { key: 'quantityStepSize', header: 'Schrittweite' },
  { key: 'parts', header: 'Optionen' },
];

/** The column a product field is read from, for a validation message of the API on that field. */
export function productCsvColumn(field: string): string | null {
  const key = field === 'config' || field.startsWith('config.') ? 'parts' : field.split('.')[0];
  return PRODUCT_CSV_COLUMNS.find((c) => c.key === key)?.header ?? null;
}

export const PRODUCT_CSV_MAX_ROWS = 2000;

/** One problem of an import, by line of the file (1 = header) and column header. */
export interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}

/** 'Zeile 3, Spalte Preis: „abc“ ist kein gültiger Preis.' */
export function importProblemText(p: ImportProblem): string {
  return `Zeile ${p.line}${p.column ? `, Spalte ${p.column}` : ''}: ${p.message}`;
}

export const PRODUCT_CSV_TEXTS = {
  empty: 'Die Datei enthält keine Produkte.',
  tooMany: `Eine Datei darf höchstens ${PRODUCT_CSV_MAX_ROWS} Produkte enthalten.`,
  missingColumn: (header: string) => `Die Spalte „${header}“ fehlt.`,
  unknownColumn: (header: string) => `Die Spalte „${header}“ ist unbekannt.`,
  twiceColumn: (header: string) => `Die Spalte „${header}“ kommt zweimal vor.`,
  missingName: 'Der Name fehlt.',
  missingPrice: 'Der Preis fehlt.',
  price: (v: string) => `„${v}“ ist kein gültiger Preis.`,
  unit: (v: string) => `„${v}“ ist keine bekannte Einheit (z. B. Stk., kg, g, l).`,
  tax: (v: string) => `„${v}“ ist kein gültiger Steuersatz (0 bis 100).`,
  bool: (v: string) => `„${v}“ ist kein gültiger Wert (ja oder nein).`,
  position: (v: string) => `„${v}“ ist keine gültige Position (ganze Zahl ab 0).`,
  quantity: (v: string) => `„${v}“ ist keine gültige Menge.`,
  image: (v: string) => `„${v}“ ist kein Bild aus der Bildbibliothek (Adresse /image/…).`,
  imageMissing: (v: string) => `Das Bild „${v}“ gibt es in der Bildbibliothek nicht (mehr).`,
  category: (v: string) => `Kategorie „${v}“ gibt es nicht.`,
  categoryTooLong: 'Der Name der Kategorie ist zu lang (höchstens 200 Zeichen).',
  categoryTwice: (v: string) => `Es gibt mehrere Kategorien „${v}“; bitte eine umbenennen.`,
  productTwice: (name: string) => `Es gibt mehrere Produkte „${name}“ in dieser Kategorie; bitte eines umbenennen.`,
  rowTwice: (name: string, line: number) => `„${name}“ steht in dieser Kategorie schon in Zeile ${line}.`,
} as const;

export interface CsvCategory {
  id: string;
  name: string;
}

/** One valid row: the fields its non-empty cells set, and its category (an existing one or one to create). */
export interface ProductCsvRow {
  line: number;
  category: { id: string } | { create: string } | null;
  /** name and price always; a column left empty keeps the product's value (or the default for a new one). */
  fields: Partial<ProductCsvFields> & Pick<ProductCsvFields, 'name' | 'price'>;
}

export interface ProductCsvImport {
  delimiter: CsvDelimiter;
  rows: ProductCsvRow[];
  problems: ImportProblem[];
  /** Names of the categories the import would create (only with createCategories). */
  newCategories: string[];
}

const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();

/** Name plus category: how a row finds the product it updates. */
export function productCsvKey(name: string, categoryId: string | null): string {
  return `${norm(name)}\u0000${categoryId ?? ''}`;
}

const MONEY = /^\d+([.,]\d{1,2})?$/;
const THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;

/** '2,50', '2.50', '€ 2,50', '1.234,50' -> '2.50' / '1234.50'; null when it is no price. */
export function parseGermanMoney(raw: string): string | null {
  const v = raw.replace(/€|EUR/gi, '').replace(/\s/g, '');
  const plain = THOUSANDS.test(v) ? v.replace(/\./g, '') : v;
  if (!MONEY.test(plain)) return null;
  const amount = dec(plain.replace(',', '.'));
  return amount.gt('99999999.99') ? null : amount.toFixed(2);
}

function parseRate(raw: string): string | null {
  const v = raw.replace(/%/g, '').replace(/\s/g, '');
  if (!MONEY.test(v)) return null;
  const rate = dec(v.replace(',', '.'));
  return rate.gt(100) ? null : rate.toFixed(2);
}

function parseQuantity(raw: string): string | null {
  const v = raw.replace(/\s/g, '');
  if (!/^\d+([.,]\d{1,3})?$/.test(v)) return null;
  const q = dec(v.replace(',', '.'));
  return q.lt('0.001') || q.gt('999999999.999') ? null : q.toFixed(3);
}

const YES = ['ja', 'j', 'x', '1', 'true', 'wahr', 'yes'];
const NO = ['nein', 'n', '0', 'false', 'falsch', 'no', '-'];
function parseBool(raw: string): boolean | null {
  const v = raw.trim().toLowerCase();
  return YES.includes(v) ? true : NO.includes(v) ? false : null;
}

// Built on first use: module-level work would stay in every storefront bundle that imports the domain.
let unitsByText: Map<string, UnitId> | null = null;
function unitByText(text: string): UnitId | undefined {
  unitsByText ??= new Map<string, UnitId>([
    ...(Object.keys(UNITS) as UnitId[]).flatMap((id): [string, UnitId][] => [
      [id.toLowerCase(), id],
      [UNITS[id].label.toLowerCase(), id],
      [UNITS[id].label.toLowerCase().replace(/\.$/, ''), id],
    ]),
    ['stück', 'piece'],
    ['stueck', 'piece'],
    ['portion', 'serving'],
    ['packung', 'package'],
    ['kilo', 'kilogram'],
    ['gramm', 'gram'],
  ]);
  return unitsByText.get(text.trim().toLowerCase());
}

const IMAGE =
  /(?:^|\/)image\/(?:[a-z]+\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.([a-z0-9]{1,8})$/i;
function parseImages(raw: string): ProductCsvFields['images'] | string {
  const images: ProductCsvFields['images'] = [];
  for (const url of raw.split(/[\s|]+/).filter(Boolean)) {
    const m = IMAGE.exec(url.replace(/[?#].*$/, ''));
    if (!m) return url;
    images.push({ id: m[1]!.toLowerCase(), version: Number(m[2]), extension: m[3]!.toLowerCase() });
  }
  return images;
}

/**
 * Reads a products CSV (';' or ',' as its header line shows, quoted fields, UTF-8 BOM) and checks every
 * row: each problem is reported with its line and column, none stops the check. Unknown categories are
 * problems unless `createCategories`, then they are listed in newCategories. Writes nothing (pure).
 */
export function parseProductCsv(
  text: string,
  categories: readonly CsvCategory[],
  options: { createCategories?: boolean } = {},
): ProductCsvImport {
  const delimiter = sniffDelimiter(text);
  return { delimiter, ...parseProductRecords(parseCsv(text, delimiter), categories, options) };
}

/** parseProductCsv of records read otherwise (the rows of a spreadsheet), the header first. */
export function parseProductRecords(
  [header, ...records]: readonly CsvRecord[],
  categories: readonly CsvCategory[],
  options: { createCategories?: boolean } = {},
): Omit<ProductCsvImport, 'delimiter'> {
  const problems: ImportProblem[] = [];
  const result: Omit<ProductCsvImport, 'delimiter'> = { rows: [], problems, newCategories: [] };
  if (!header || records.length === 0) {
    problems.push({ line: header?.line ?? 1, column: null, message: PRODUCT_CSV_TEXTS.empty });
    return result;
  }
  if (records.length > PRODUCT_CSV_MAX_ROWS) {
    problems.push({ line: header.line, column: null, message: PRODUCT_CSV_TEXTS.tooMany });
    return result;
  }
  const columns: (Column | null)[] = header.cells.map((cell) => {
    const h = norm(cell);
    if (h === '') return null;
    const found = PRODUCT_CSV_COLUMNS.find((c) => [c.header, ...(c.aliases ?? [])].some((a) => norm(a) === h));
    if (!found)
      problems.push({ line: header.line, column: cell.trim(), message: PRODUCT_CSV_TEXTS.unknownColumn(cell.trim()) });
    return found ?? null;
  });
  for (const c of PRODUCT_CSV_COLUMNS) {
    const count = columns.filter((x) => x === c).length;
    if (c.required && count === 0)
      problems.push({ line: header.line, column: c.header, message: PRODUCT_CSV_TEXTS.missingColumn(c.header) });
    if (count > 1)
      problems.push({ line: header.line, column: c.header, message: PRODUCT_CSV_TEXTS.twiceColumn(c.header) });
  }
  if (problems.length > 0) return result;

  const byName = new Map<string, CsvCategory[]>();
  for (const c of categories) byName.set(norm(c.name), [...(byName.get(norm(c.name)) ?? []), c]);
  const seen = new Map<string, number>();
  for (const record of records) {
    const before = problems.length;
    const add = (column: string, message: string) => problems.push({ line: record.line, column, message });
    const cell = (key: Key) => {
      const i = columns.findIndex((c) => c?.key === key);
      return i < 0 ? undefined : (record.cells[i] ?? '').trim();
    };
    const header = (key: Key) => PRODUCT_CSV_COLUMNS.find((c) => c.key === key)!.header;
    const fields: Partial<ProductCsvFields> = {};
    const name = cell('name') ?? '';
    if (name === '') add('Name', PRODUCT_CSV_TEXTS.missingName);
    else fields.name = name;
    const price = cell('price') ?? '';
    if (price === '') add('Preis', PRODUCT_CSV_TEXTS.missingPrice);
    else {
      const parsed = parseGermanMoney(price);
      if (parsed === null) add('Preis', PRODUCT_CSV_TEXTS.price(price));
      else fields.price = parsed;
    }
    let category: ProductCsvRow['category'] = null;
    const categoryName = cell('category') ?? '';
    if (categoryName !== '') {
      const found = byName.get(norm(categoryName)) ?? [];
      if (found.length > 1) add('Kategorie', PRODUCT_CSV_TEXTS.categoryTwice(categoryName));
      else if (found.length === 1) category = { id: found[0]!.id };
      else if (options.createCategories && categoryName.length > 200)
        add('Kategorie', PRODUCT_CSV_TEXTS.categoryTooLong);
      else if (options.createCategories) {
        category = { create: categoryName };
        if (!result.newCategories.some((n) => norm(n) === norm(categoryName))) result.newCategories.push(categoryName);
      } else add('Kategorie', PRODUCT_CSV_TEXTS.category(categoryName));
    }
    const unit = cell('unit');
    if (unit) {
      const id = unitByText(unit);
      if (id) fields.unit = id;
      else add(header('unit'), PRODUCT_CSV_TEXTS.unit(unit));
    }
    for (const key of ['tax', 'takeawayTax', 'dineInTax'] as const) {
      const v = cell(key);
      if (!v) continue;
      const rate = parseRate(v);
      if (rate === null) add(header(key), PRODUCT_CSV_TEXTS.tax(v));
      else fields[key] = rate;
    }
    const description = cell('description');
    if (description !== undefined) fields.description = description;
    const images = cell('images');
    if (images !== undefined) {
      const parsed = parseImages(images);
      if (typeof parsed === 'string') add(header('images'), PRODUCT_CSV_TEXTS.image(parsed));
      else fields.images = parsed;
    }
    for (const key of ['isEnabled', 'isPublic'] as const) {
      const v = cell(key);
      if (!v) continue;
      const b = parseBool(v);
      if (b === null) add(header(key), PRODUCT_CSV_TEXTS.bool(v));
      else fields[key] = b;
    }
    const position = cell('position');
    if (position) {
      if (/^\d{1,6}$/.test(position) && Number(position) <= 100000) fields.position = Number(position);
      else add(header('position'), PRODUCT_CSV_TEXTS.position(position));
    }
    for (const key of ['minimumQuantity', 'quantityStepSize'] as const) {
      const v = cell(key);
      if (!v) continue;
      const q = parseQuantity(v);
      if (q === null) add(header(key), PRODUCT_CSV_TEXTS.quantity(v));
      else fields[key] = q;
    }
    const optionsText = cell('parts');
    if (optionsText !== undefined) {
      const parsed = parseOptions(optionsText);
      for (const message of parsed.problems) add(header('parts'), message);
      fields.parts = parsed.parts;
    }
    if (name !== '') {
      const key = productCsvKey(name, category && 'id' in category ? category.id : `new:${norm(categoryName)}`);
      const first = seen.get(key);
      if (first !== undefined) add('Name', PRODUCT_CSV_TEXTS.rowTwice(name, first));
      else seen.set(key, record.line);
    }
    if (problems.length === before)
      result.rows.push({ line: record.line, category, fields: fields as ProductCsvRow['fields'] });
  }
  return result;
}

/** A product as the export reads it (the API's staff view has these fields). */
export interface ProductCsvSource {
  name: string;
  category: { id: string } | null;
  price: string;
  unit: string;
  tax: string;
  takeawayTax: string;
  dineInTax: string;
  description: string;
  images: readonly Pick<ImageRef, 'id' | 'version' | 'extension'>[];
  isEnabled: boolean;
  isPublic: boolean;
  position: number;
  minimumQuantity: string;
  quantityStepSize: string;
  config: { parts: readonly Part[] } | null;
}

/** '10.00' -> '10', '0.250' -> '0,25': numbers without trailing zeros, decimal comma. */
const germanNumber = (v: string) => {
  const n = dec(v).toString();
  return n.replace('.', ',');
};
const yesNo = (b: boolean) => (b ? 'ja' : 'nein');
const unitText = (unit: string) => (unit in UNITS ? UNITS[unit as UnitId].label : unit);

/** The products as a semicolon CSV with BOM (Excel, German locale); parseProductCsv reads it back unchanged. */
export function productCsv(products: readonly ProductCsvSource[], categories: readonly CsvCategory[]): string {
  return writeCsv(productTable(products, categories));
}

/** The header and one row of texts per product: the cells of the CSV file and of the spreadsheet. */
export function productTable(products: readonly ProductCsvSource[], categories: readonly CsvCategory[]): string[][] {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const rows = products.map((p) =>
    PRODUCT_CSV_COLUMNS.map((c): string => {
      switch (c.key) {
        case 'name':
          return p.name;
        case 'category':
          return p.category ? (names.get(p.category.id) ?? '') : '';
        case 'price':
          return germanMoney(p.price);
        case 'unit':
          return unitText(p.unit);
        case 'tax':
        case 'takeawayTax':
        case 'dineInTax':
        case 'minimumQuantity':
        case 'quantityStepSize':
          return germanNumber(p[c.key]);
        case 'description':
          return p.description;
        case 'images':
          return p.images.map((i) => imageUrl(i)).join(' ');
        case 'isEnabled':
        case 'isPublic':
          return yesNo(p[c.key]);
        case 'position':
          return String(p.position);
        case 'parts':
          return formatOptions(p.config?.parts ?? []);
      }
    }),
  );
  return [PRODUCT_CSV_COLUMNS.map((c) => c.header), ...rows];
}

/** The template download: the header and three example rows (a roll, bread by weight, a cake with sizes). */
export function productCsvTemplate(): string {
  return writeCsv(productTemplateTable());
}

/** productCsvTemplate's cells, for the spreadsheet template. */
export function productTemplateTable(): string[][] {
  const example = (p: Partial<ProductCsvSource> & Pick<ProductCsvSource, 'name' | 'price'>): ProductCsvSource => ({
    category: null,
    unit: 'piece',
    tax: '10',
    takeawayTax: '10',
    dineInTax: '10',
    description: '',
    images: [],
    isEnabled: true,
    isPublic: true,
    position: 0,
    minimumQuantity: '1',
    quantityStepSize: '1',
    config: null,
    ...p,
  });
  return productTable(
    [
      example({ name: 'Kaisersemmel', category: { id: 'g' }, price: '0.65', description: 'Handgemacht' }),
      example({
        name: 'Bauernbrot',
        category: { id: 'b' },
        price: '4.80',
        unit: 'kilogram',
        minimumQuantity: '0.5',
        quantityStepSize: '0.25',
        position: 1,
      }),
      example({
        name: 'Sachertorte',
        category: { id: 't' },
        price: '32',
        position: 2,
        config: {
          parts: [
            {
              type: 'select',
              name: 'Größe',
              optional: false,
              options: [
                { name: '18 cm', value: '0', modifier: 'add' },
                { name: '24 cm', value: '12', modifier: 'add' },
              ],
            },
            { type: 'text', name: 'Aufschrift', optional: true, options: [] },
          ],
        },
      }),
    ],
    [
      { id: 'g', name: 'Gebäck' },
      { id: 'b', name: 'Brot' },
      { id: 't', name: 'Torten' },
    ],
  );
}
