import { Controller, Get, Param } from '@nestjs/common';
import { LEGAL_PAGES, legalHref, type LegalKind } from '@bestell/domain';
import { marked } from 'marked';
import { z } from 'zod';
import { ApiError, ApiTags, Contract, defineRoute } from '../../common/index.js';
import { ShopConfigService } from '../../settings/index.js';
import { sanitizeLegalHtml } from '../rich-text.js';

const KINDS = Object.keys(LEGAL_PAGES) as [LegalKind, ...LegalKind[]];

const LEGAL = defineRoute({
  tags: ['content'],
  summary: 'A legal page (terms, privacy, imprint, allergens) of the shop configuration, rendered',
  description:
    'The markdown text of the configuration rendered and sanitised on the server (so the storefront ships ' +
    'no markdown parser or sanitiser), else the external link. 404 when neither is set.',
  params: z.strictObject({ kind: z.enum(KINDS) }),
  responses: {
    200: z
      .strictObject({
        kind: z.enum(KINDS),
        label: z.string().meta({ example: 'Datenschutz' }),
        html: z.string().meta({ description: 'Sanitised HTML of the text; empty when only the link is set' }),
        url: z.string().nullable().meta({ description: 'The external page, when no text is set' }),
      })
      .meta({ id: 'LegalPage' }),
  },
  errors: [404],
});

/** GET /api/legal/:kind: the legal pages' text as HTML (spec 2 legal pages, issue 17 item 2). */
@ApiTags('content')
@Controller('api/legal')
export class LegalController {
  /** The last rendering per kind: the text changes rarely and every page view asks. */
  private readonly rendered = new Map<string, { text: string; html: string }>();

  constructor(private readonly config: ShopConfigService) {}

  @Get(':kind')
  @Contract(LEGAL)
  async legal(@Param('kind') kind: string) {
    // An unknown kind is a page that does not exist, as the storefront's router sees it: 404, not 422.
    if (!Object.hasOwn(LEGAL_PAGES, kind)) throw ApiError.notFound();
    const page = LEGAL_PAGES[kind as LegalKind];
    const config = (await this.config.get()) as unknown as Record<string, unknown>;
    // The storefront's rule (domain legalHref): the text's own page, else the link, else no page at all.
    const href = legalHref(kind as LegalKind, config);
    if (!href) throw ApiError.notFound();
    return {
      kind: kind as LegalKind,
      label: page.label,
      html: href.external ? '' : this.render(kind, (config[page.text] as string).trim()),
      url: href.external ? href.to.trim() : null,
    };
  }

  private render(kind: string, text: string): string {
    const last = this.rendered.get(kind);
    if (last?.text === text) return last.html;
    const html = sanitizeLegalHtml(marked.parse(text, { async: false, gfm: true, breaks: false }));
    this.rendered.set(kind, { text, html });
    return html;
  }
}
