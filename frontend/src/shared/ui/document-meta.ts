// Title, description, canonical URL and social preview tags per route (spec 2).
import { useEffect } from 'react';
import type { ShopConfig } from '../api/types';

export interface DocumentMeta {
  title: string;
  description?: string | null;
  path?: string;
}

/** Base title falls back from seoTitle to title to shopName; description from seoDescription to description. */
export function baseTitle(config: Pick<ShopConfig, 'seoTitle' | 'title' | 'shopName'>): string {
  return config.seoTitle || config.title || config.shopName || '';
}

export function baseDescription(config: Pick<ShopConfig, 'seoDescription' | 'description'>): string {
  return config.seoDescription || config.description || '';
}

/** '{prefix} - {base}', or the base alone. */
export function pageTitle(prefix: string | null | undefined, base: string): string {
  return prefix ? (base ? `${prefix} - ${base}` : prefix) : base;
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

export function applyDocumentMeta({ title, description, path }: DocumentMeta): void {
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
}

export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, path } = meta;
  useEffect(() => applyDocumentMeta({ title, description, path }), [title, description, path]);
}
