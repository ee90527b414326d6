// The installable-app tags of the document head (spec 1 "installable as an app"). The manifest link is
// added only while the PWA plugin is on: without it the browser neither fetches the manifest (which the
// server answers with 404 then) nor offers installation.
import { DEFAULT_THEME_COLOR, WEB_APP_MANIFEST_URL } from '@bestell/domain';

export function syncPwaHead(doc: Document, { enabled, themeColor }: { enabled: boolean; themeColor: string }): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (enabled && !link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = WEB_APP_MANIFEST_URL;
    doc.head.appendChild(link);
  } else if (!enabled && link) {
    link.remove();
  }
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = themeColor || DEFAULT_THEME_COLOR;
}
