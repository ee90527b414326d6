import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags, Contract, defineRoute } from '../../common/index.js';
import { SeoPages } from './seo-pages.service.js';

const R = {
  robots: defineRoute({
    tags: ['seo'],
    summary: 'robots.txt',
    responses: { 200: { description: 'robots.txt', contentType: 'text/plain' } },
  }),
  sitemap: defineRoute({
    tags: ['seo'],
    summary: 'Sitemap of the public sites and branches',
    responses: { 200: { description: 'XML sitemap', contentType: 'application/xml' } },
  }),
};

/** GET /robots.txt and /sitemap.xml (issue 15 item 6): answered by the API, with or without a built frontend. */
@ApiTags('seo')
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoPages) {}

  @Get('robots.txt')
  @Contract(R.robots)
  robots(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(this.seo.robots());
  }

  /** Public sites and branches and the home page, each with its last change; revalidated on every fetch. */
  @Get('sitemap.xml')
  @Contract(R.sitemap)
  async sitemap(@Res() res: Response): Promise<void> {
    const xml = await this.seo.sitemap();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(xml);
  }
}
