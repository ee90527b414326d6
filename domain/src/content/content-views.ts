// What the content API returns (issue 15), typed once: the backend returns these with `satisfies`,
// the back office and storefront import them. Types only, no rules.
import type { ImageRef } from '../media/media-views.js';
import type { ContentBlock } from './blocks.js';
import type { SiteContent, SiteType } from './site-types.js';

/** GET /api/sites, /api/sites/{id}; also an entry of GET /api/init. */
export interface SiteView {
  id: string;
  /** Normalised: no leading or trailing slash ('ueber-uns', 'rezepte/apfelstrudel'); the URL is '/' + path. */
  path: string;
  /** A string, not SiteType: an unknown stored type must reach the storefront's 500 screen (spec 2). */
  type: SiteType | (string & {});
  name: string;
  title: string | null;
  description: string | null;
  isPublic: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: ImageRef | null;
  /**
   * Typed per page type. In views, site_link links carry the resolved `path` and block_reference
   * items carry the referenced block's `blocks` (data.blocks), so the storefront needs no second call.
   */
  content: SiteContent;
  createdAt: string;
  updatedAt: string;
}

/** POST / PUT /api/sites. `content` is validated against the page type's fields (discriminated by `type`). */
export interface SiteInput {
  path: string;
  type: SiteType;
  name: string;
  title?: string | null;
  description?: string | null;
  isPublic?: boolean;
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoImage?: ImageRef | null;
  content?: Partial<SiteContent>;
}

/** A reusable block (spec 3 "Block": id, name, identifier): blocks that several sites reference. */
export interface ReusableBlockView {
  id: string;
  name: string;
  /** Unique, e.g. 'kontakt-teaser'. */
  identifier: string;
  blocks: ContentBlock[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/redirects. A redirect goes to a path or to a site (then it follows the site's path). */
export interface RedirectView {
  id: string;
  /** Normalised relative path with a leading slash, e.g. '/alte-seite'. */
  fromPath: string;
  toPath: string | null;
  toSite: string | null;
  /** Where it leads now: toPath, or '/' + the site's path (null when the site is gone). */
  target: string | null;
  statusCode: 301 | 302;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/custom/contact-form (spec 7). `website` is the hidden honeypot: must stay empty. */
export interface ContactFormInput {
  firstName?: string | null;
  lastName: string;
  email?: string | null;
  phone: string;
  comment: string;
  dataProtection: boolean;
  /** The id of the branch the message is for (issue 36); absent: the shop as a whole. */
  branch?: string | null;
  website?: string;
}

/** GET /api/contact-submissions (back office). */
export interface ContactSubmissionView {
  id: string;
  firstName: string | null;
  lastName: string;
  email: string | null;
  phone: string;
  comment: string;
  createdAt: string;
  /** When the e-mail to the shop was sent; null while the outbox/worker has not sent it yet. */
  mailedAt: string | null;
  /** The branch it was sent for (its staff read it); null: the shop as a whole, admins only. */
  branch: { id: string; name: string } | null;
}
