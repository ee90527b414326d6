// Catering quotes (issue 21 item 4), group 'Catering': the quotation requests and the quote editor.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const QuotesPage = lazyPage(async () => (await import('./QuotesPage')).default);
const QuoteEditorPage = lazyPage(async () => (await import('./QuoteEditorPage')).default);

export const quotesFeature: BackofficeFeature = {
  menu: [{ path: '/quotes', label: 'Angebote', group: 'Catering' }],
  route: (path) => {
    if (matchHashPath('/quotes', path)) return { active: '/quotes', page: <QuotesPage /> };
    const quote = matchHashPath('/quotes/:id', path);
    if (quote) return { active: '/quotes', page: <QuoteEditorPage key={quote.id} orderId={quote.id!} /> };
    return null;
  },
};
