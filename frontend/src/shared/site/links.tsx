// Renderers of the six link types (spec 2). A map typed by LinkType: a new registry type without a
// renderer fails the typecheck. Links that cannot lead anywhere (missing site, unsafe URL) render nothing; in-app
// links that would lead to another host ('//evil.example', '/\evil.example': domain internalPath) neither.
import {
  internalPath,
  LINK_TYPES,
  normaliseNavigationLink,
  uploadUrl,
  type ContentLink,
  type LinkType,
} from '@bestell/domain';
import type { ReactElement } from 'react';
import { Link } from '../shop-ui/Link';

type LinkOf<T extends LinkType> = Extract<ContentLink, { type: T }>;
type LinkRenderer<T extends LinkType> = (props: { link: LinkOf<T>; className: string }) => ReactElement | null;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const LINK_RENDERERS: { [T in LinkType]: LinkRenderer<T> } = {
  site_link: ({ link, className }) => {
    const path = internalPath(str(link.path).replace(/^\/+/, ''));
    return path ? (
      <Link className={className} to={path}>
        {link.label}
      </Link>
    ) : null;
  },
  router_link: ({ link, className }) => {
    const to = internalPath(str(link.to));
    return to ? (
      <Link className={className} to={to}>
        {link.label}
      </Link>
    ) : null;
  },
  href_link: ({ link, className }) => {
    // Adds https:// when missing and refuses javascript: and other schemes (spec 2 link rule).
    const href = normaliseNavigationLink(str(link.href));
    if (!href) return null;
    const blank = link.target === '_blank';
    return (
      <a className={className} href={href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener' : undefined}>
        {link.label}
      </a>
    );
  },
  file_link: ({ link, className }) => {
    const file = link.file;
    if (!file?.publicHash || !file.id) return null;
    return (
      <a className={className} href={uploadUrl(file)} target="_blank" rel="noopener">
        {link.label}
      </a>
    );
  },
  email_link: ({ link, className }) => {
    const mail = str(link.mailto).replace(/^mailto:/i, '');
    return mail ? (
      <a className={className} href={`mailto:${mail}`}>
        {link.label}
      </a>
    ) : null;
  },
  phone_link: ({ link, className }) => {
    const phone = str(link.phone)
      .replace(/^tel:/i, '')
      .replace(/[^\d+]/g, '');
    return phone ? (
      <a className={className} href={`tel:${phone}`}>
        {link.label}
      </a>
    ) : null;
  },
};

const isLink = (value: unknown): value is ContentLink =>
  !!value &&
  typeof value === 'object' &&
  (LINK_TYPES as readonly string[]).includes((value as { type?: unknown }).type as string) &&
  typeof (value as { label?: unknown }).label === 'string';

export function ContentLinkView({ link, className = 'sf-button' }: { link: ContentLink; className?: string }) {
  const Renderer = LINK_RENDERERS[link.type] as LinkRenderer<LinkType>;
  return <Renderer link={link as never} className={className} />;
}

/** The `links` field of a block: a row of buttons, first primary, the rest ghost. */
export function LinkList({ links }: { links: unknown }) {
  const valid = Array.isArray(links) ? links.filter(isLink) : [];
  if (!valid.length) return null;
  return (
    <div className="sf-content-links">
      {valid.map((link, index) => (
        <ContentLinkView
          key={`${link.type}-${index}`}
          link={link}
          className={index === 0 ? 'sf-button' : 'sf-button sf-button--ghost'}
        />
      ))}
    </div>
  );
}
