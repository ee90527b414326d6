// Issue 15 item 6: JSON-LD of recipes (schema.org Recipe) and jobs (JobPosting) with Google's required
// fields; spec 2 "Content pages" (recipe: portions, time; job: start, workload, body).
import { describe, expect, it } from '@jest/globals';
import {
  bodyHtml,
  countryOfTimezone,
  employmentTypes,
  germanDate,
  htmlToText,
  isoDuration,
  jobPostingJsonLd,
  recipeJsonLd,
  recipeParts,
  richTextItems,
  serializeJsonLd,
} from './structured-data.js';

const block = (type: string, data: Record<string, unknown>) => ({ id: `b-${type}`, type, version: 1, data });
const org = {
  name: 'Bäckerei Sonnleitner',
  url: 'https://sonnleitner.at',
  logo: 'https://shop.example.at/image/1-1.png',
};
const dates = { createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-02T08:00:00.000Z' };

describe('isoDuration (Zubereitungszeit)', () => {
  it.each([
    ['45 Minuten', 'PT45M'],
    ['ca. 45 min.', 'PT45M'],
    ['1 Stunde 30 Minuten', 'PT1H30M'],
    ['eine Stunde', 'PT1H'],
    ['halbe Stunde', 'PT30M'],
    ['1,5 Std.', 'PT1H30M'],
    ['1 ½ Stunden', 'PT1H30M'],
    ['½ Stunde', 'PT30M'],
    ['1:30 h', 'PT1H30M'],
    ['2 Stunden', 'PT2H'],
    ['30–40 Minuten', 'PT40M'],
    ['30 bis 40 Minuten', 'PT40M'],
    ['24 Stunden (davon 45 Minuten Arbeit)', 'PT24H'],
    ['2 Tage', 'PT48H'],
    ['90 min', 'PT1H30M'],
    ['schnell', null],
    ['45', null],
    ['0 Minuten', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (text, duration) => expect(isoDuration(text)).toBe(duration));
});

describe('employmentTypes (Pensum)', () => {
  it.each([
    ['100 %', ['FULL_TIME']],
    ['Vollzeit', ['FULL_TIME']],
    ['80–100 %', ['FULL_TIME', 'PART_TIME']],
    ['60–80 %', ['PART_TIME']],
    ['50 bis 60 %', ['PART_TIME']],
    ['Teilzeit (20 Std./Woche)', ['PART_TIME']],
    ['38,5 Std./Woche', ['FULL_TIME']],
    ['20 Wochenstunden', ['PART_TIME']],
    ['geringfügig', ['PART_TIME']],
    ['Praktikum, befristet', ['TEMPORARY', 'INTERN']],
    ['Werkvertrag', ['CONTRACTOR']],
    ['ehrenamtlich', ['VOLUNTEER']],
    ['nach Vereinbarung', []],
    [null, []],
  ])('%s -> %j', (workload, types) => expect(employmentTypes(workload)).toEqual(types));
});

describe('germanDate and countryOfTimezone', () => {
  it.each([
    ['01.03.2027', '2027-03-01'],
    ['ab 1. 3. 2027', '2027-03-01'],
    ['2027-03-01', '2027-03-01'],
    ['31.02.2027', null],
    ['ab sofort', null],
    [null, null],
  ])('germanDate(%s) = %s', (text, date) => expect(germanDate(text)).toBe(date));

  it('knows the DACH timezones only', () => {
    expect(countryOfTimezone('Europe/Vienna')).toBe('AT');
    expect(countryOfTimezone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimezone('Europe/Zurich')).toBe('CH');
    expect(countryOfTimezone('America/New_York')).toBeNull();
    expect(countryOfTimezone(undefined)).toBeNull();
  });
});

describe('text out of rich text', () => {
  it('htmlToText drops tags and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Mehl &amp; Wasser&nbsp;<strong>gut</strong></p><p>&#x2013; &#8211; &quot;x&quot; &bogus; &#0;</p>',
      ),
    ).toBe('Mehl & Wasser gut – – "x" &bogus;');
  });

  it('richTextItems: list items, else paragraphs; headings dropped', () => {
    expect(richTextItems('<h3>Zutaten</h3><ul><li>500 g Mehl</li><li> 1 Prise <em>Salz</em></li></ul>')).toEqual([
      '500 g Mehl',
      '1 Prise Salz',
    ]);
    expect(richTextItems('<p>Kneten.</p><p>Backen.<br>Kühlen.</p>')).toEqual(['Kneten.', 'Backen.', 'Kühlen.']);
    expect(richTextItems(null)).toEqual([]);
  });

  it('recipeParts reads the text_recipe columns', () => {
    const body = [
      block('text', { text: '<p>Vorwort</p>' }),
      block('text_recipe', {
        column_left: '<ul><li>Mehl</li></ul>',
        column_right: '<ol><li>Kneten</li><li>Backen</li></ol>',
      }),
    ];
    expect(recipeParts(body)).toEqual({ ingredients: ['Mehl'], steps: ['Kneten', 'Backen'] });
    expect(recipeParts(undefined)).toEqual({ ingredients: [], steps: [] });
  });

  it('bodyHtml joins rich text in order, with job section headings; references are skipped', () => {
    const body = [
      block('hero_main', { title: 'Hallo', text: '<p>Eins</p>' }),
      block('job', {
        items: [
          { title: 'Aufgaben & Ziele', text: '<ul><li>Teig</li></ul>' },
          { title: null, text: null },
        ],
      }),
      block('block_reference', { block: 'x' }),
      block('text_recipe', { column_left: '<p>L</p>', column_right: '' }),
    ];
    expect(bodyHtml(body)).toBe('<p>Eins</p>\n<h3>Aufgaben &amp; Ziele</h3>\n<ul><li>Teig</li></ul>\n<p>L</p>');
    expect(bodyHtml('kaputt')).toBe('');
  });
});

describe('recipeJsonLd', () => {
  const recipe = {
    name: 'apfelstrudel',
    title: 'Apfelstrudel',
    description: 'Wie bei Oma',
    seoDescription: null,
    ...dates,
    content: {
      portions: 8,
      time: '1 Stunde 30 Minuten',
      body: [
        block('text_recipe', { column_left: '<ul><li>Äpfel</li></ul>', column_right: '<ol><li>Rollen</li></ol>' }),
      ],
    },
  };

  it('carries name, image and the recommended fields', () => {
    const url = 'https://shop.example.at/rezepte/apfelstrudel';
    expect(
      recipeJsonLd(recipe, { url, images: ['https://shop.example.at/image/medium/i-1.jpg'], organization: org }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Apfelstrudel',
      url,
      image: ['https://shop.example.at/image/medium/i-1.jpg'],
      description: 'Wie bei Oma',
      recipeYield: '8',
      totalTime: 'PT1H30M',
      recipeIngredient: ['Äpfel'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Rollen' }],
      author: { '@type': 'Organization', name: org.name, url: org.url, logo: org.logo },
      publisher: { '@type': 'Organization', name: org.name, url: org.url, logo: org.logo },
      datePublished: dates.createdAt,
      dateModified: dates.updatedAt,
    });
  });

  it('leaves out what the recipe does not have', () => {
    const bare = recipeJsonLd(
      { ...recipe, title: null, description: null, content: { portions: null, time: 'nach Gefühl', body: [] } },
      { url: 'https://x', images: [], organization: { name: 'B' } },
    );
    expect(bare.name).toBe('apfelstrudel');
    for (const key of ['image', 'description', 'recipeYield', 'totalTime', 'recipeIngredient', 'recipeInstructions'])
      expect(bare).not.toHaveProperty(key);
    expect(bare.author).toEqual({ '@type': 'Organization', name: 'B' });
  });
});

describe('jobPostingJsonLd', () => {
  const job = {
    name: 'baecker',
    title: 'Bäcker/in',
    description: 'Wir suchen Verstärkung',
    seoDescription: null,
    ...dates,
    content: {
      start: '01.03.2027',
      workload: '80–100 %',
      body: [block('job', { items: [{ title: 'Ihre Aufgaben', text: '<ul><li>Teig</li></ul>' }] })],
    },
  };
  const address = { street: 'Hauptstraße 1', zipCode: '1010', city: 'Wien', country: 'AT' };

  it("has Google's required fields: title, description, datePosted, hiringOrganization, jobLocation", () => {
    const ld = jobPostingJsonLd(job, { url: 'https://x/jobs/baecker', organization: org, address });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Bäcker/in',
      datePosted: dates.createdAt,
      employmentType: ['FULL_TIME', 'PART_TIME'],
      jobStartDate: '2027-03-01',
      hiringOrganization: { '@type': 'Organization', name: org.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Hauptstraße 1',
          postalCode: '1010',
          addressLocality: 'Wien',
          addressCountry: 'AT',
        },
      },
    });
    expect(ld.description).toBe(
      '<p>Wir suchen Verstärkung</p>\n<p><strong>Arbeitsbeginn:</strong> 01.03.2027</p>\n' +
        '<p><strong>Pensum:</strong> 80–100 %</p>\n<h3>Ihre Aufgaben</h3>\n<ul><li>Teig</li></ul>',
    );
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('a single type is a string; validThrough when given; no address, no jobLocation', () => {
    const ld = jobPostingJsonLd(
      { ...job, title: null, description: null, content: { start: 'ab sofort', workload: '100 %', body: [] } },
      { url: 'https://x', organization: { name: 'B' }, address: null, validThrough: '2027-01-31' },
    );
    expect(ld.title).toBe('baecker');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.validThrough).toBe('2027-01-31');
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('jobStartDate');
    expect(ld.description).toBe(
      '<p><strong>Arbeitsbeginn:</strong> ab sofort</p>\n<p><strong>Pensum:</strong> 100 %</p>',
    );
  });

  it('falls back to the title as description and drops empty address parts', () => {
    const ld = jobPostingJsonLd(
      { ...job, description: null, content: { start: null, workload: 'nach Vereinbarung', body: [] } },
      { url: 'https://x', organization: { name: 'B' }, address: { city: 'Wien' } },
    );
    expect(ld.description).toBe('<p><strong>Pensum:</strong> nach Vereinbarung</p>');
    expect(ld).not.toHaveProperty('employmentType');
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Wien' },
    });
    const empty = jobPostingJsonLd(
      { ...job, description: null, content: {} },
      { url: 'https://x', organization: { name: 'B' }, address: null },
    );
    expect(empty.description).toBe('<p>Bäcker/in</p>');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', sep: '\u2028\u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
