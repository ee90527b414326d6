import { notFoundMeta, STOREFRONT_TEXTS } from '@bestell/domain';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { Link } from '../../shared/shop-ui/Link';

/** No route or site matches (spec 2): '404 Not Found' and the German sentence. */
export function NotFoundPage() {
  const { config } = useInitData();
  useDocumentMeta(notFoundMeta(config));
  return (
    <div className="sf-page">
      <div className="sf-not-found">
        <h1 className="sf-result-title">{STOREFRONT_TEXTS.notFoundTitle}</h1>
        <p>{STOREFRONT_TEXTS.notFoundText}</p>
        <Link to="/" className="sf-button">
          Zur Startseite
        </Link>
      </div>
    </div>
  );
}
