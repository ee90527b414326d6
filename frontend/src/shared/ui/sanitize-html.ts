import DOMPurify from 'dompurify';

/** HTML from the catalogue (allergens) with scripts, handlers and unsafe URLs removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}
