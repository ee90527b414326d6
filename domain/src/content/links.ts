// The six link types of spec 2 "Content blocks" (site_link, router_link, href_link, file_link,
// email_link, phone_link), described once like blocks: type, German name, fields.
import type { FieldDef, FileRef } from './fields.js';

export const LINK_TYPES = ['site_link', 'router_link', 'href_link', 'file_link', 'email_link', 'phone_link'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export type ContentLink =
  /** `site` is the site's id; views add `path` (resolved by the server, null when the site is gone or a draft). */
  | { type: 'site_link'; label: string; site: string; path?: string | null }
  /** An in-app path such as /shop or /store/wien. */
  | { type: 'router_link'; label: string; to: string }
  /** External URL; 'https://' is added when the scheme is missing (spec 2). */
  | { type: 'href_link'; label: string; href: string; target: '_self' | '_blank' }
  | { type: 'file_link'; label: string; file: FileRef }
  | { type: 'email_link'; label: string; mailto: string }
  | { type: 'phone_link'; label: string; phone: string };

export interface LinkTypeDef {
  type: LinkType;
  label: string;
  fields: readonly FieldDef[];
}

const LABEL: FieldDef = { name: 'label', label: 'Beschriftung', type: 'text', required: true, max: 100 };

export const LINK_REGISTRY: Readonly<Record<LinkType, LinkTypeDef>> = {
  site_link: {
    type: 'site_link',
    label: 'Seite',
    fields: [LABEL, { name: 'site', label: 'Seite', type: 'reference', to: 'site', required: true }],
  },
  router_link: {
    type: 'router_link',
    label: 'Interner Pfad',
    fields: [LABEL, { name: 'to', label: 'Pfad', type: 'text', required: true, max: 500, help: 'z. B. /shop' }],
  },
  href_link: {
    type: 'href_link',
    label: 'Externer Link',
    fields: [
      LABEL,
      { name: 'href', label: 'Adresse', type: 'text', required: true, max: 500 },
      {
        name: 'target',
        label: 'Öffnen in',
        type: 'select',
        options: [
          { value: '_self', label: 'Gleiches Fenster' },
          { value: '_blank', label: 'Neues Fenster' },
        ],
        default: '_blank',
      },
    ],
  },
  file_link: {
    type: 'file_link',
    label: 'Datei',
    fields: [LABEL, { name: 'file', label: 'Datei', type: 'file', required: true }],
  },
  email_link: {
    type: 'email_link',
    label: 'E-Mail',
    fields: [LABEL, { name: 'mailto', label: 'E-Mail-Adresse', type: 'email', required: true }],
  },
  phone_link: {
    type: 'phone_link',
    label: 'Telefon',
    fields: [LABEL, { name: 'phone', label: 'Telefonnummer', type: 'text', required: true, max: 40 }],
  },
};
