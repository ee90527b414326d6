import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { parseLogoIconFile } from '@bestell/domain';
import type { Request, Response } from 'express';
import { ApiError } from '../common/index.js';
import { IconsService } from './icons.service.js';

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
  @Get('icons/:file')
  async logoIcon(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const wanted = parseLogoIconFile(file);
    const bytes = wanted && (await this.icons.logoIcon(wanted.id, wanted.version, wanted.kind));
    if (!bytes) throw ApiError.notFound();
    sendPng(res, bytes, 'public, max-age=31536000, immutable');
  }

  /** Browsers ask /favicon.ico on their own; a PNG answers (every current browser reads it). */
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
