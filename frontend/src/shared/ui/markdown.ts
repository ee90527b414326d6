import { marked } from 'marked';
import { sanitizeHtml } from './sanitize-html';

/** Markdown from the config (legal texts) rendered and sanitised. */
export function renderMarkdown(markdown: string | null | undefined): string {
  return sanitizeHtml(marked.parse(markdown ?? '', { async: false, gfm: true, breaks: false }));
}
