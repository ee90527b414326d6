import { LEGAL_PAGES, legalHref, type LegalKind } from '@bestell/domain';
import type { ShopConfig } from '../../shared/api/types';

export interface LegalLink {
  label: string;
  to: string;
  external: boolean;
}

// One table with the server, which renders the legal pages' titles (and 404s) into the HTML it sends.
export { LEGAL_PAGES };
export type { LegalKind };

/** Each legal link goes to the internal site page when its text is set, else to the external link (spec 2). */
export function legalLinks(config: ShopConfig): LegalLink[] {
  return (Object.keys(LEGAL_PAGES) as LegalKind[]).flatMap<LegalLink>((kind) => {
    const href = legalHref(kind, config);
    return href ? [{ label: LEGAL_PAGES[kind].label, ...href }] : [];
  });
}
