import { legalMeta, legalPageAvailable } from '@bestell/domain';
import { ApiError } from '../../shared/api/client';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { LEGAL_PAGES, type LegalKind } from '../layout/legal-links';
import { Alert, Spinner } from '../../shared/shop-ui/Alert';
import { NotFoundPage } from './NotFoundPage';
import { buttonClass } from '../../shared/shop-ui/Button';
import { useLegalPage } from './legal';

/** Legal page (spec 2): the configured markdown text as the server renders and sanitises it, else the external link. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { config } = useInitData();
  const page = LEGAL_PAGES[kind];
  const available = legalPageAvailable(kind, config);
  const legal = useLegalPage(kind, available);
  useDocumentMeta(legalMeta(page.label, config));
  if (!available || (legal.error instanceof ApiError && legal.error.status === 404)) return <NotFoundPage />;
  const { data, error } = legal;
  if (!data && error)
    return (
      <div className="sf-page sf-legal">
        <Alert type="error" title={error.message} />
        <button type="button" className={buttonClass({})} onClick={() => void legal.refetch()}>
          Erneut versuchen
        </button>
      </div>
    );
  if (!data) return <Spinner />;
  return (
    <div className="sf-page sf-legal">
      {data.html ? (
        <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />
      ) : (
        <>
          <h1>{page.label}</h1>
          <a
            className={buttonClass({ variant: 'primary' })}
            href={data.url ?? ''}
            target="_blank"
            rel="noopener noreferrer"
          >
            {page.label} öffnen
          </a>
        </>
      )}
    </div>
  );
}
