import { legalMeta } from '@bestell/domain';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { renderMarkdown } from '../../shared/ui/markdown';
import { LEGAL_PAGES, type LegalKind } from '../layout/legal-links';
import { NotFoundPage } from './NotFoundPage';
import { buttonClass } from '../ui/Button';

/** Legal page (spec 2): the configured markdown text rendered and sanitised, else the external link. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { config } = useInitData();
  const page = LEGAL_PAGES[kind];
  const text = String(config[page.text] ?? '');
  const url = String(config[page.url] ?? '');
  useDocumentMeta(legalMeta(page.label, config));
  if (!text.trim() && !url.trim()) return <NotFoundPage />;
  return (
    <div className="sf-page sf-legal">
      {text.trim() ? (
        <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />
      ) : (
        <>
          <h1>{page.label}</h1>
          <a className={buttonClass({ variant: 'primary' })} href={url} target="_blank" rel="noopener noreferrer">
            {page.label} öffnen
          </a>
        </>
      )}
    </div>
  );
}
