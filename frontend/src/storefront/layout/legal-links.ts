import type { ShopConfig } from '../../shared/api/types';

export interface LegalLink {
  label: string;
  to: string;
  external: boolean;
}

type LegalKind = 'terms' | 'privacy' | 'imprint' | 'allergens';

export const LEGAL_PAGES: Record<
  LegalKind,
  { label: string; path: string; text: keyof ShopConfig; url: keyof ShopConfig }
> = {
  terms: {
    label: 'AGB',
    path: '/site/terms-and-conditions',
    text: 'termsAndConditionsText',
    url: 'termsAndConditions',
  },
  privacy: { label: 'Datenschutz', path: '/site/privacy', text: 'privacyPolicyText', url: 'privacyPolicy' },
  imprint: { label: 'Impressum', path: '/site/imprint', text: 'imprintText', url: 'imprint' },
  allergens: { label: 'Allergene', path: '/site/allergens', text: 'allergensText', url: 'allergens' },
};

export type { LegalKind };

/** Each legal link goes to the internal site page when its text is set, else to the external link (spec 2). */
export function legalLinks(config: ShopConfig): LegalLink[] {
  return (Object.keys(LEGAL_PAGES) as LegalKind[]).flatMap<LegalLink>((kind) => {
    const page = LEGAL_PAGES[kind];
    const text = config[page.text];
    const url = config[page.url];
    if (typeof text === 'string' && text.trim()) return [{ label: page.label, to: page.path, external: false }];
    if (typeof url === 'string' && url.trim()) return [{ label: page.label, to: url, external: true }];
    return [];
  });
}
