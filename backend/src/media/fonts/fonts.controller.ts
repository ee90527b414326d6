import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FontView } from '@bestell/domain';
import type { Response } from 'express';
import { ApiError } from '../../common/index.js';
import { FontCatalog } from './font-catalog.js';

const STYLE_FILE = /^style-(\w{1,20})\.embed\.css$/;
const FONT_FILE = /^[a-z0-9-]{1,120}\.(woff2|woff)$/;

/** Fonts the shop can use (spec 3, 7); public, because the storefront loads the configured one. */
@ApiTags('fonts')
@Controller()
export class FontsController {
  constructor(private readonly fonts: FontCatalog) {}

  @Get('api/fonts')
  list(): FontView[] {
    return this.fonts.list();
  }

  /** GET /fonts/google/{family}/style-{variant}.embed.css (spec 7): @font-face rules pointing to this app. */
  @Get('fonts/google/:family/:file')
  async styleSheet(@Param('family') family: string, @Param('file') file: string, @Res() res: Response) {
    const variant = STYLE_FILE.exec(file)?.[1];
    const css = variant ? await this.fonts.styleSheet(family, variant) : null;
    if (css === null) throw ApiError.notFound();
    res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.type('text/css; charset=utf-8').send(css);
  }

  /** The font files the style sheets name; the package version is in their URL, so they never change. */
  @Get('fonts/files/:file')
  async file(@Param('file') file: string, @Res() res: Response) {
    const font = FONT_FILE.test(file) ? await this.fonts.file(file) : null;
    if (!font) throw ApiError.notFound();
    res.setHeader('Content-Type', font.type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.status(200).end(font.bytes);
  }
}
