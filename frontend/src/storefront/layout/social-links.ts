import type { ShopConfig } from '../../shared/api/types';

export interface SocialLink {
  network: 'facebook' | 'instagram';
  label: string;
  href: string;
}

/** The config's social-network links (spec 2 header and footer): only full http(s) URLs, in order. */
export function socialLinks(config: Pick<ShopConfig, 'facebookUrl' | 'instagramUrl'>): SocialLink[] {
  const links: SocialLink[] = [
    { network: 'facebook', label: 'Facebook', href: config.facebookUrl ?? '' },
    { network: 'instagram', label: 'Instagram', href: config.instagramUrl ?? '' },
  ];
  return links.filter((link) => /^https?:\/\/\S+$/i.test(link.href));
}
