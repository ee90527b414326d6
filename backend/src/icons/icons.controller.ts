import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { parseLogoIconFile } from '@bestell/domain';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ApiError, ApiTags, Contract, defineRoute } from '../common/index.js';
import { IconsService } from './icons.service.js';

const TAGS = ['config'];
const png = (description: string) => ({ description, contentType: 'image/png' });
const R = {
  logoIcon: defineRoute({
    tags: TAGS,
    summary: "An app icon drawn from the shop's logo (the version is in the URL: cached for a year)",
    params: z.strictObject({
      file: z
        .string()
        // The file names domain parseLogoIconFile reads: logo-{image id}-{version}-{kind}.png
        .regex(
          /^logo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,9}-(32|180|192|512|maskable-512)\.png$/,
        )
        .meta({ example: 'logo-0f8fad5b-d9cb-469f-a165-70867728950e-3-192.png' }),
    }),
    responses: { 200: png('The icon (PNG)') },
    errors: [404],
  }),
  favicon: defineRoute({
    tags: TAGS,
    summary: 'The favicon: the configured one, else the logo at 32 px (PNG; 304 when If-None-Match matches)',
    headers: { 'If-None-Match': { description: 'The ETag of the favicon the browser has' } },
    responses: {
      200: { ...png('The favicon (PNG, kept 5 minutes)'), headers: ['ETag'] },
      304: { description: 'Not Modified', headers: ['ETag'] },
    },
    errors: [404],
  }),
};

function sendPng(res: Response, bytes: Buffer, cacheControl: string): void {
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cacheControl);
  res.status(200).end(bytes);
}

/** The favicon and the app icons drawn from the shop's logo (URLs: domain appIcons). */
@ApiTags('config')
@Controller()
export class IconsController {
  constructor(private readonly icons: IconsService) {}

  /** /icons/logo-{id}-{version}-{kind}.png: the version is in the URL, so the file never changes. */
  @Contract(R.logoIcon)
  @Get('icons/:file')
  async logoIcon(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const wanted = parseLogoIconFile(file);
    const bytes = wanted && (await this.icons.logoIcon(wanted.id, wanted.version, wanted.kind));
    if (!bytes) throw ApiError.notFound();
    sendPng(res, bytes, 'public, max-age=31536000, immutable');
  }

  /** Browsers ask /favicon.ico on their own; a PNG answers (every current browser reads it). */
  @Contract(R.favicon)
  @Get('favicon.ico')
  async favicon(@Req() req: Request, @Res() res: Response): Promise<void> {
    const icon = await this.icons.favicon();
    if (!icon) throw ApiError.notFound();
    res.setHeader('ETag', icon.etag);
    if (req.headers['if-none-match'] === icon.etag) {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.status(304).end();
      return;
    }
    // A fixed URL: kept briefly, so a new logo or favicon shows within minutes.
    sendPng(res, icon.bytes, 'public, max-age=300');
  }
}
