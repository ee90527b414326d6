import { Alert, Spinner } from '../ui/Alert';
import { useLegalPage } from '../content/legal';

/** The terms or privacy text, rendered by the server; loaded when its dialog opens. */
export function LegalText({ kind }: { kind: 'terms' | 'privacy' }) {
  const page = useLegalPage(kind);
  if (page.isPending) return <Spinner small />;
  if (page.isError) return <Alert type="error" title={page.error.message} />;
  if (!page.data.html && page.data.url)
    return (
      <a href={page.data.url} target="_blank" rel="noopener noreferrer">
        {page.data.label} öffnen
      </a>
    );
  return <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: page.data.html }} />;
}
