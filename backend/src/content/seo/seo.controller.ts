import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SeoPages } from './seo-pages.service.js';

/** GET /robots.txt and /sitemap.xml (issue 15 item 6): answered by the API, with or without a built frontend. */
@ApiTags('seo')
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoPages) {}

  @Get('robots.txt')
  robots(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(this.seo.robots());
  }

  /** Public sites and branches and the home page, each with its last change; revalidated on every fetch. */
  @Get('sitemap.xml')
  async sitemap(@Res() res: Response): Promise<void> {
    const xml = await this.seo.sitemap();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(xml);
  }
}
