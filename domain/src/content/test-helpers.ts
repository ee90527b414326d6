// Sample content for the content specs (domain and backend integration), every field filled
// (excluded from the build like test-fixtures.ts).
import type { ImageRef } from '../media/media-views.js';
import type { BlockType } from './blocks.js';
import type { FileRef } from './fields.js';
import type { ContentLink } from './links.js';
import type { SiteType } from './site-types.js';

export interface SampleRefs {
  image: ImageRef;
  /** Id of an existing site (site_link). */
  site: string;
  file: FileRef;
}

export const SAMPLE_REFS: SampleRefs = {
  image: { id: '0b0c0d0e-0000-4000-8000-000000000001', version: 1, extension: 'jpg', width: 1200, height: 800 },
  site: '0b0c0d0e-0000-4000-8000-000000000002',
  file: {
    id: '0b0c0d0e-0000-4000-8000-000000000003',
    version: 1,
    extension: 'pdf',
    publicHash: 'abc123',
    name: 'Folder.pdf',
  },
};

/** One link of every type, already in stored (normalised) form. */
export function sampleLinks(refs: SampleRefs): ContentLink[] {
  return [
    { type: 'site_link', label: 'Über uns', site: refs.site },
    { type: 'router_link', label: 'Zum Shop', to: '/shop' },
    { type: 'href_link', label: 'Instagram', href: 'https://www.instagram.com/sonnleitner', target: '_blank' },
    { type: 'file_link', label: 'Folder', file: refs.file },
    { type: 'email_link', label: 'Schreiben Sie uns', mailto: 'hallo@sonnleitner.at' },
    { type: 'phone_link', label: 'Anrufen', phone: '+43 1 234 56 78' },
  ];
}

/** Stored `data` of each block type with every field set (valid, normalised: validation keeps it as is). */
export function sampleBlockData(type: BlockType, refs: SampleRefs = SAMPLE_REFS): Record<string, unknown> {
  const text = '<p>Seit 1921 backen wir <strong>mit Zeit</strong>.</p>';
  const slider = { images: [refs.image, refs.image], duration: 7 };
  const links = sampleLinks(refs);
  switch (type) {
    case 'hero_main':
      return { title: 'Brot mit Zeit', text };
    case 'hero_party':
      return { title: 'Feiern', text, image: refs.image };
    case 'hero_team':
      return { title: 'Unser Team', image_slider: slider };
    case 'party':
      return { text, images: [refs.image] };
    case 'recipes':
      return { limit: 4, text, links: links.slice(0, 2) };
    case 'team':
      return { title: 'Backstube', text, links: links.slice(2, 3), image_slider: slider };
    case 'map_branch':
      return { title: 'Filialen', image: refs.image, links: links.slice(4) };
    case 'map_partner':
      return {
        title: 'Partner',
        partners: [
          { name: 'Hofladen Huber', link: 'https://huber.at', longitude: 16.37, latitude: 48.2 },
          { name: 'Café Ohne Karte', link: null, longitude: null, latitude: null },
        ],
      };
    case 'text':
      return { width: 'small', text, links };
    case 'text_recipe':
      return { column_left: '<ul><li>500 g Mehl</li></ul>', column_right: '<p>Kneten.</p>' };
    case 'party_stuff':
      return { title: 'Brötchen-Platte', image: refs.image, text, links: links.slice(1, 2) };
    case 'image_text':
      return { image_slider: slider, text };
    case 'teaser_shop':
      return { text, links: links.slice(1, 2), image: refs.image };
    case 'career':
      return { text };
    case 'job':
      return {
        items: [
          { title: 'Ihre Aufgaben', text: '<ul><li>Teig</li></ul>' },
          { title: 'Ihr Profil', text },
        ],
      };
    case 'form':
      return { intro: '<p>Schreiben Sie uns.</p>' };
  }
}

/** Stored `content` of each page type, without body blocks (tests add theirs). */
export function sampleSiteContent(type: SiteType, refs: SampleRefs = SAMPLE_REFS): Record<string, unknown> {
  switch (type) {
    case 'default':
      return { body: [] };
    case 'recipe':
      return { image: refs.image, portions: 4, difficulty: 'medium', time: '45 Minuten', body: [] };
    case 'job':
      return { start: 'ab sofort', workload: '80–100 %', body: [] };
  }
}
