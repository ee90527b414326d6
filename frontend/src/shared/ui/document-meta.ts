// Title, description, canonical URL and social preview tags per route (spec 2).
import { useEffect } from 'react';

// The title rules are shared with the server, which renders the same tags into the HTML it sends (issue 15).
export { baseDescription, baseTitle, pageTitle } from '@bestell/domain';

export interface DocumentMeta {
  title: string;
  description?: string | null;
  path?: string;
  /** Status and 404: `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyDocumentMeta({ title, description, path, noindex }: DocumentMeta): void {
  const url = new URL(path ?? window.location.pathname, window.location.origin).toString();
  document.title = title;
  setMeta('name', 'description', description ?? '');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description ?? '');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', 'website');
  setMeta('name', 'twitter:card', 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description ?? '');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;
  // The server's noindex of the first page must not stick to the pages navigated to afterwards.
  if (noindex) setMeta('name', 'robots', 'noindex');
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, path, noindex } = meta;
  useEffect(() => applyDocumentMeta({ title, description, path, noindex }), [title, description, path, noindex]);
}
