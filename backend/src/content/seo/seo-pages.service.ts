import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONSENT_COOKIE, legalHref, robotsTxt, sitePathOf, sitemapXml } from '@bestell/domain';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { type AuthedRequest, sessionCookieName, SessionService } from '../../auth/index.js';
import { branchResource } from '../../catalog/index.js';
import { invalidateOnWrites, SwrCache } from '../../common/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { CrudService } from '../../crud/index.js';
import { ShopConfigService } from '../../settings/index.js';
import { siteResource } from '../site.resource.js';
import { PageTemplate, renderShell } from './seo-html.js';
import { describePage, isDraftPath, type SeoPage, type SeoSnapshot, seoSnapshot, sitemapEntries } from './seo-page.js';
import { SeoRepository } from './seo.repository.js';
import type { SiteRenderer } from './site-renderer.js';

/**
 * How long the rows behind page heads and the sitemap may be reused. Writes through this process clear
 * them at once (entity events and their commit); the TTL bounds staleness after other processes' writes.
 */
export const SEO_CACHE_TTL_MS = 5_000;
/** Rendered pages kept per template; past this (a crawler probing random paths) the map starts over. */
const RENDERED_MAX = 5_000;
/** Tables whose rows a head, the sitemap or a JSON-LD block shows. */
const WATCHED = new Set(['site', 'branch', 'division', 'category', 'shop_config']);
const CHANGED = 'seoChanged';
/** Routes outside the shop layout: no storefront loading shell. */
const SHELL_LESS: ReadonlySet<SeoPage['route']> = new Set(['backoffice', 'device']);
/** The values of the consent cookie that mean the banner was answered (storefront consent/cookie-name.ts). */
const CONSENT_ANSWERS = new Set(['accepted', 'rejected']);
const cookiesOf = (req: Request) => (req as { cookies?: Record<string, string> }).cookies ?? {};

/**
 * Server-rendered heads of storefront pages (issue 15 item 6): title, description, canonical, Open
 * Graph, Twitter card and JSON-LD in the index.html of every page path, the HTTP status (404 for what
 * the storefront shows as not found), sitemap.xml and robots.txt.
 */
@Injectable()
export class SeoPages {
  private readonly logger = new Logger(SeoPages.name);
  private readonly snapshots = new SwrCache<'all', SeoSnapshot>(SEO_CACHE_TTL_MS);

  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
    private readonly sessions: SessionService,
    private readonly crud: CrudService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    invalidateOnWrites(ds, WATCHED, CHANGED, () => this.snapshots.invalidate());
  }

  snapshot(): Promise<SeoSnapshot> {
    return this.snapshots.get('all', async () => {
      const repo = new SeoRepository(this.ds.manager);
      const [config, sites, branches, division, categories] = await Promise.all([
        this.shopConfig.get(),
        repo.sites(),
        repo.branches(),
        repo.firstDivision(),
        repo.categoryNames(),
      ]);
      return seoSnapshot(config, sites, branches, division, categories);
    });
  }

  /**
   * The express handler answering page paths with `indexHtml` and the page's head. Anonymous answers are
   * kept per path until the rows change; a draft shown to staff is rendered for each request.
   */
  handler(
    indexHtml: string,
    siteRenderer: Promise<SiteRenderer | null> = Promise.resolve(null),
  ): (req: Request, res: Response, next: NextFunction) => void {
    const template = new PageTemplate(indexHtml);
    const plain = indexHtml;
    let rendered = new Map<string, { status: number; html: string }>();
    let renderedFor: SeoSnapshot | null = null;
    const render = async (req: Request) => {
      const snapshot = await this.snapshot();
      if (renderedFor !== snapshot || rendered.size >= RENDERED_MAX) {
        rendered = new Map();
        renderedFor = snapshot;
      }
      const draft = isDraftPath(req.path, snapshot);
      // Two answers per path: with the cookie banner in the shell while the visitor has not answered it.
      const unanswered = !CONSENT_ANSWERS.has(cookiesOf(req)[CONSENT_COOKIE] ?? '');
      const key = `${unanswered ? '?' : ''}${req.path}`;
      const cached = draft ? undefined : rendered.get(key);
      if (cached) return cached;
      const staff = draft && (await this.isStaff(req));
      const page = describePage(req.path, snapshot, { publicUrl: this.config.publicUrl, staff });
      // Storefront pages get the loading shell; the back office and device screens have their own first paint.
      const consent = unanswered ? { privacyHref: legalHref('privacy', snapshot.config)?.to ?? null } : null;
      // A public content site comes rendered into the shell, with the style sheets it needs.
      const site =
        page.route === 'site' && page.status === 200 && !draft ? await this.renderedSite(req.path, siteRenderer) : null;
      const shell = SHELL_LESS.has(page.route)
        ? ''
        : renderShell(snapshot.config.shopName, { consent, hero: page.hero, page: site?.html ?? null });
      const answer = { status: page.status, html: template.render(page, shell, site?.styles ?? []) };
      if (!draft) rendered.set(key, answer);
      return answer;
    };
    return (req, res) => {
      // The shell depends on the consent cookie (above).
      res.vary('Cookie');
      render(req).then(
        ({ status, html }) => res.status(status).type('html').send(html),
        (err: unknown) => {
          // The app still works without its head tags: a database hiccup must not take the storefront down.
          this.logger.warn(`page head for ${req.path} not rendered: ${String(err)}`);
          res.status(200).type('html').send(plain);
        },
      );
    };
  }

  /**
   * The site's markup by the frontend's own SitePageView (site-renderer.ts), from the views an anonymous
   * GET /api/init holds; null without a renderer or when it fails (the page then loads as before).
   */
  private async renderedSite(
    pathname: string,
    renderer: Promise<SiteRenderer | null>,
  ): Promise<{ html: string; styles: string[] } | null> {
    const render = await renderer;
    const path = sitePathOf(pathname);
    if (!render || !path) return null;
    try {
      const visitor = { auth: null } as unknown as AuthedRequest;
      const [sites, branches] = await Promise.all([
        this.crud.list(siteResource, visitor),
        this.crud.list(branchResource, visitor),
      ]);
      const site = sites.find((view) => (view as { path?: string }).path === path);
      return site ? { html: render.html(site, sites, branches), styles: render.styles } : null;
    } catch (err) {
      this.logger.warn(`content site ${pathname} not rendered on the server: ${String(err)}`);
      return null;
    }
  }

  /** Whoever is logged in counts as staff for drafts (as in the storefront). */
  private async isStaff(req: Request): Promise<boolean> {
    const token = cookiesOf(req)[sessionCookieName(req.secure)];
    return token ? (await this.sessions.resolve(token)) !== null : false;
  }

  async sitemap(): Promise<string> {
    return sitemapXml(sitemapEntries(await this.snapshot(), this.config.publicUrl));
  }

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
