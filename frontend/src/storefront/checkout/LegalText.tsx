import { renderMarkdown } from '../../shared/ui/markdown';

/** The terms or privacy text of the config, rendered; loaded when its dialog opens (marked stays out of the checkout's first load). */
export function LegalText({ markdown }: { markdown: string | null | undefined }) {
  return <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
