import { describe, expect, it } from '@jest/globals';
import { parseCsv, sniffDelimiter, writeCsv } from './csv.js';
import { formatOptions, mergeParts, parseOptions } from './options-text.js';
import {
  importProblemText,
  parseGermanMoney,
  parseProductCsv,
  productCsv,
  productCsvColumn,
  productCsvTemplate,
  type ProductCsvSource,
} from './product-csv.js';

const CATEGORIES = [
  { id: 'c-brot', name: 'Brot' },
  { id: 'c-torten', name: 'Torten & Kuchen' },
];

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, quotes and line breaks, and keeps each record’s line', () => {
    const text = '\uFEFFName;Beschreibung\r\n"Brot; dunkel";"Sagt ""gut""\nzweite Zeile"\r\n\r\nSemmel;x\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Name', 'Beschreibung'] },
      { line: 2, cells: ['Brot; dunkel', 'Sagt "gut"\nzweite Zeile'] },
      { line: 5, cells: ['Semmel', 'x'] },
    ]);
  });

  it('sniffs the delimiter from the header line', () => {
    expect(sniffDelimiter('Name;Preis\n"a,b";1')).toBe(';');
    expect(sniffDelimiter('\uFEFFName,Preis,Einheit\na;1;2')).toBe(',');
    expect(parseCsv('Name,Preis\nBrot,"2,50"')).toEqual([
      { line: 1, cells: ['Name', 'Preis'] },
      { line: 2, cells: ['Brot', '2,50'] },
    ]);
  });

  it('writes what it reads, with BOM and CRLF', () => {
    const rows = [['a;b', 'x"y', 'z\nw', ' pad', '']];
    const text = writeCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text).map((r) => r.cells)).toEqual(rows);
  });
});

describe('parseGermanMoney', () => {
  it.each([
    ['2,50', '2.50'],
    ['2.5', '2.50'],
    ['€ 3', '3.00'],
    ['1.234,50', '1234.50'],
    ['0', '0.00'],
  ])('%p -> %p', (raw, want) => expect(parseGermanMoney(raw)).toBe(want));
  it.each(['abc', '2,555', '-1', '1,2,3', '', '100000000'])('refuses %p', (raw) =>
    expect(parseGermanMoney(raw)).toBeNull(),
  );
});

describe('parseProductCsv', () => {
  it('reports a wrong price, an unknown category and a missing name by line and column, in German', () => {
    const csv = [
      'Name;Kategorie;Preis;Einheit;Steuer',
      'Bauernbrot;Brot;4,80;kg;10',
      'Semmel;Brot;abc;Stk.;10',
      'Sachertorte;Torten;32,00;Stk.;10',
      ';Brot;1,00;Stk.;10',
    ].join('\n');
    const result = parseProductCsv(csv, CATEGORIES);
    expect(result.problems).toEqual([
      { line: 3, column: 'Preis', message: '„abc“ ist kein gültiger Preis.' },
      { line: 4, column: 'Kategorie', message: 'Kategorie „Torten“ gibt es nicht.' },
      { line: 5, column: 'Name', message: 'Der Name fehlt.' },
    ]);
    expect(result.problems.map(importProblemText)).toEqual([
      'Zeile 3, Spalte Preis: „abc“ ist kein gültiger Preis.',
      'Zeile 4, Spalte Kategorie: Kategorie „Torten“ gibt es nicht.',
      'Zeile 5, Spalte Name: Der Name fehlt.',
    ]);
    expect(result.rows).toEqual([
      {
        line: 2,
        category: { id: 'c-brot' },
        fields: { name: 'Bauernbrot', price: '4.80', unit: 'kilogram', tax: '10.00' },
      },
    ]);
  });

  it('creates unknown categories only when asked, once per name', () => {
    const csv = 'Name,Kategorie,Preis\nA,Torten,1\nB,torten,2\nC,,3';
    const result = parseProductCsv(csv, CATEGORIES, { createCategories: true });
    expect(result.problems).toEqual([]);
    expect(result.newCategories).toEqual(['Torten']);
    expect(result.rows.map((r) => r.category)).toEqual([{ create: 'Torten' }, { create: 'torten' }, null]);
    expect(
      parseProductCsv(`Name;Kategorie;Preis\nA;${'x'.repeat(201)};1`, [], { createCategories: true }).problems,
    ).toEqual([
      { line: 2, column: 'Kategorie', message: 'Der Name der Kategorie ist zu lang (höchstens 200 Zeichen).' },
    ]);
  });

  it('checks the header: required, unknown and doubled columns', () => {
    expect(parseProductCsv('Name;Farbe;Name\nA;rot;A', []).problems).toEqual([
      { line: 1, column: 'Farbe', message: 'Die Spalte „Farbe“ ist unbekannt.' },
      { line: 1, column: 'Name', message: 'Die Spalte „Name“ kommt zweimal vor.' },
      { line: 1, column: 'Preis', message: 'Die Spalte „Preis“ fehlt.' },
    ]);
    expect(parseProductCsv('Name;Preis\n', []).problems).toEqual([
      { line: 1, column: null, message: 'Die Datei enthält keine Produkte.' },
    ]);
  });

  it('checks every other column and a product named twice in a category', () => {
    const csv = [
      'Name;Kategorie;Preis;Einheit;Steuer;Aktiv;Position;Mindestmenge;Bild-URL;Optionen',
      'A;Brot;1;Sack;120;vielleicht;-1;0;https://example.com/a.jpg;Größe [Farbe]: klein',
      'B;Brot;1;;;;;;;',
      'b ;Brot;1;;;;;;;',
    ].join('\n');
    const { problems, rows } = parseProductCsv(csv, CATEGORIES);
    expect(problems.map(importProblemText)).toEqual([
      'Zeile 2, Spalte Einheit: „Sack“ ist keine bekannte Einheit (z. B. Stk., kg, g, l).',
      'Zeile 2, Spalte Steuer: „120“ ist kein gültiger Steuersatz (0 bis 100).',
      'Zeile 2, Spalte Bild-URL: „https://example.com/a.jpg“ ist kein Bild aus der Bildbibliothek (Adresse /image/…).',
      'Zeile 2, Spalte Aktiv: „vielleicht“ ist kein gültiger Wert (ja oder nein).',
      'Zeile 2, Spalte Position: „-1“ ist keine gültige Position (ganze Zahl ab 0).',
      'Zeile 2, Spalte Mindestmenge: „0“ ist keine gültige Menge.',
      'Zeile 2, Spalte Optionen: „farbe“ in „Größe“ ist keine bekannte Art (Auswahl, Mehrfachauswahl, Text, Langtext, Bild, Bilder, Datei, Dateien oder optional).',
      'Zeile 4, Spalte Name: „b“ steht in dieser Kategorie schon in Zeile 3.',
    ]);
    // Empty cells of columns with a default set nothing; empty text columns clear.
    expect(rows).toEqual([
      { line: 3, category: { id: 'c-brot' }, fields: { name: 'B', price: '1.00', images: [], parts: [] } },
    ]);
  });

  it('maps an API field to its column', () => {
    expect(productCsvColumn('price')).toBe('Preis');
    expect(productCsvColumn('config.parts.0.name')).toBe('Optionen');
    expect(productCsvColumn('allergens')).toBeNull();
  });
});

describe('options text', () => {
  const parts = [
    {
      type: 'select' as const,
      name: 'Größe',
      optional: false,
      options: [
        { name: '18 cm', value: '0.00', modifier: 'add' as const },
        { name: '24 cm', value: '6.00', modifier: 'add' as const },
        { name: 'Mini', value: '1.50', modifier: 'subtract' as const },
        { name: 'Fix', value: '20.00', modifier: 'overwrite' as const },
      ],
    },
    { type: 'text' as const, name: 'Aufschrift', optional: true, options: [] },
    {
      type: 'multiselect' as const,
      name: 'Extras',
      optional: true,
      options: [{ name: 'Nüsse', value: '0.50', modifier: 'add' as const }],
    },
    { type: 'select' as const, name: 'Leer', optional: false, options: [] },
  ];

  it('formats compactly and parses back to the same steps', () => {
    const text = formatOptions(parts);
    expect(text).toBe(
      [
        'Größe: 18 cm | 24 cm +6,00 | Mini -1,50 | Fix =20,00',
        'Aufschrift [optional]',
        'Extras [Mehrfachauswahl, optional]: Nüsse +0,50',
        'Leer [Auswahl]',
      ].join('\n'),
    );
    expect(parseOptions(text)).toEqual({ parts, problems: [] });
    expect(parseOptions('Größe: klein | groß + 2,5 || Text [Langtext]').parts).toEqual([
      {
        type: 'select',
        name: 'Größe',
        optional: false,
        options: [
          { name: 'klein', value: '0.00', modifier: 'add' },
          { name: 'groß', value: '2.50', modifier: 'add' },
        ],
      },
      { type: 'textarea', name: 'Text', optional: false, options: [] },
    ]);
  });

  it('keeps an unchanged step as stored and the description of a changed one', () => {
    const stored = [
      { ...parts[0]!, description: 'Durchmesser', options: [{ name: '18 cm', value: '0', modifier: 'add' as const }] },
    ];
    const same = parseOptions('Größe: 18 cm').parts;
    expect(mergeParts(stored, same)[0]).toBe(stored[0]);
    const changed = mergeParts(stored, parseOptions('Größe: 18 cm | 24 cm +5').parts);
    expect(changed[0]).toMatchObject({
      description: 'Durchmesser',
      options: [{ name: '18 cm' }, { name: '24 cm', value: '5.00' }],
    });
    expect(mergeParts(stored, parseOptions('Neu').parts)).toEqual([
      { type: 'text', name: 'Neu', optional: false, options: [] },
    ]);
  });
});

describe('productCsv', () => {
  const product = (p: Partial<ProductCsvSource>): ProductCsvSource => ({
    name: 'Bauernbrot',
    category: { id: 'c-brot' },
    price: '4.80',
    unit: 'kilogram',
    tax: '10.00',
    takeawayTax: '10.00',
    dineInTax: '5.50',
    description: 'Sauerteig; 2 Tage "gereift"\nmit Kümmel',
    images: [{ id: '0f6a8c2d-4e22-4d3c-b7e5-c4d8e2f69a1b', version: 2, extension: 'jpg' }],
    isEnabled: true,
    isPublic: false,
    position: 3,
    minimumQuantity: '0.500',
    quantityStepSize: '0.250',
    config: { parts: [] },
    ...p,
  });

  it('writes German headers and values that parseProductCsv reads back to the same fields', () => {
    const text = productCsv(
      [product({}), product({ name: 'Semmel', category: null, unit: 'piece', images: [] })],
      CATEGORIES,
    );
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Name;Kategorie;Preis;Einheit;Steuer;Steuer Abholung;Steuer vor Ort;Beschreibung;Bild-URL;Aktiv;Öffentlich;Position;Mindestmenge;Schrittweite;Optionen',
    );
    expect(lines[1]).toBe(
      'Bauernbrot;Brot;4,80;kg;10;10;5,5;"Sauerteig; 2 Tage ""gereift""\nmit Kümmel";' +
        '/image/0f6a8c2d-4e22-4d3c-b7e5-c4d8e2f69a1b-2.jpg;ja;nein;3;0,5;0,25;',
    );
    const back = parseProductCsv(text, CATEGORIES);
    expect(back.problems).toEqual([]);
    expect(back.rows[0]).toEqual({
      line: 2,
      category: { id: 'c-brot' },
      fields: {
        name: 'Bauernbrot',
        price: '4.80',
        unit: 'kilogram',
        tax: '10.00',
        takeawayTax: '10.00',
        dineInTax: '5.50',
        description: 'Sauerteig; 2 Tage "gereift"\nmit Kümmel',
        images: [{ id: '0f6a8c2d-4e22-4d3c-b7e5-c4d8e2f69a1b', version: 2, extension: 'jpg' }],
        isEnabled: true,
        isPublic: false,
        position: 3,
        minimumQuantity: '0.500',
        quantityStepSize: '0.250',
        parts: [],
      },
    });
    expect(back.rows[1]).toMatchObject({ line: 4, category: null, fields: { name: 'Semmel', unit: 'piece' } });
  });

  it('has a template that imports without problems once its categories exist', () => {
    const cats = [
      { id: 'g', name: 'Gebäck' },
      { id: 'b', name: 'Brot' },
      { id: 't', name: 'Torten' },
    ];
    const { problems, rows } = parseProductCsv(productCsvTemplate(), cats);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.fields.name)).toEqual(['Kaisersemmel', 'Bauernbrot', 'Sachertorte']);
    expect(rows[2]!.fields.parts).toHaveLength(2);
    expect(parseProductCsv(productCsvTemplate(), []).problems.map((p) => p.column)).toEqual([
      'Kategorie',
      'Kategorie',
      'Kategorie',
    ]);
  });
});
