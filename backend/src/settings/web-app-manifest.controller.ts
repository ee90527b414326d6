import { Controller, Get, Res } from '@nestjs/common';
import { webAppManifest } from '@bestell/domain';
import type { Response } from 'express';
import { ApiError, ApiTags, Contract, defineRoute } from '../common/index.js';
import { ShopConfigService } from './shop-config.service.js';

/**
 * GET /api/manifest.webmanifest: the web app manifest from the shop configuration (spec 1, 2). Only while
 * the PWA plugin is on; otherwise 404, so the browser does not offer to install the shop.
 */
const MANIFEST = defineRoute({
  tags: ['config'],
  summary: 'The web app manifest (only while the PWA plugin is on)',
  responses: { 200: { description: 'Web app manifest', contentType: 'application/manifest+json' } },
  errors: [404],
});

@ApiTags('config')
@Controller('api')
export class WebAppManifestController {
  constructor(private readonly config: ShopConfigService) {}

  @Get('manifest.webmanifest')
  @Contract(MANIFEST)
  async manifest(@Res() res: Response): Promise<void> {
    const config = await this.config.get();
    if (!config.enablePluginPWA) throw ApiError.notFound();
    // Raw manifest, not the JSON envelope; short-lived so a renamed shop reaches installed apps soon.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/manifest+json').send(JSON.stringify(webAppManifest(config)));
  }
}
