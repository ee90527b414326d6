// The storefront's link: an <a> that navigates in the app (react-router's useHref + useLinkClickHandler).
// Not react-router's <Link>: that one carries its data router's prefetch machinery (PrefetchPageLinks,
// route-module manifests), ~2 KB gzip in every storefront route's first load (issue 17 item 2).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { linkKind } from '@bestell/domain';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  // Another site's address (a scheme, or protocol-relative as a browser reads it: '//host', '/\host',
  // ' //host'): a plain link, never the router's (domain linkKind, issue 36).
  const external = typeof to === 'string' && linkKind(to) === 'external';
  const href = useHref(external ? '.' : to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external) navigate(event);
  };
  return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={click} />;
}
