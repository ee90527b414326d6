// The storefront's link: an <a> that navigates in the app (react-router's useHref + useLinkClickHandler).
// Not react-router's <Link>: that one carries its data router's prefetch machinery (PrefetchPageLinks,
// route-module manifests), ~2 KB gzip in every storefront route's first load (issue 17 item 2).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Another site's address (scheme or protocol-relative): a plain link, as react-router's Link treats it. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const external = typeof to === 'string' && ABSOLUTE.test(to);
  const href = useHref(external ? '.' : to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external) navigate(event);
  };
  return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={click} />;
}
