import { Alert, Spinner } from '../../shared/shop-ui/Alert';
import { useLegalPage } from '../content/legal';

/** The terms or privacy text, rendered by the server; loaded when its dialog opens. */
export function LegalText({ kind }: { kind: 'terms' | 'privacy' }) {
  const { data, error } = useLegalPage(kind);
  if (!data && error) return <Alert type="error" title={error.message} />;
  if (!data) return <Spinner small />;
  if (!data.html && data.url)
    return (
      <a href={data.url} target="_blank" rel="noopener noreferrer">
        {data.label} öffnen
      </a>
    );
  return <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
