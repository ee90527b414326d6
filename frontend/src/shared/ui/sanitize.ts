import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** HTML from the catalogue (allergens) with scripts, handlers and unsafe URLs removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}

/** Markdown from the config (legal texts) rendered and sanitised. */
export function renderMarkdown(markdown: string | null | undefined): string {
  return sanitizeHtml(marked.parse(markdown ?? '', { async: false, gfm: true, breaks: false }));
}
