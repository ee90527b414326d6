import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FontView } from '@bestell/domain';
import type { Response } from 'express';
import { z } from 'zod';
import { ApiError, ApiTags, assertSameShape, Contract, defineRoute } from '../../common/index.js';
import { FontCatalog } from './font-catalog.js';

const STYLE_FILE = /^style-(\w{1,20})\.embed\.css$/;
const FONT_FILE = /^[a-z0-9-]{1,120}\.(woff2|woff)$/;

const fontView = z
  .strictObject({
    family: z.string().meta({ example: 'Playfair Display' }),
    variants: z.array(z.string().meta({ example: '400italic' })),
    category: z.enum(['sans-serif', 'serif', 'display', 'handwriting', 'monospace']),
  })
  .meta({ id: 'Font' });
assertSameShape<z.output<typeof fontView>, FontView>(true);
const TAGS = ['fonts'];
const R = {
  list: defineRoute({
    tags: TAGS,
    summary: 'Fonts the shop can use (`?family=` narrows the list to that family)',
    query: z.object({ family: z.string().max(100).optional() }),
    responses: { 200: z.array(fontView) },
  }),
  one: defineRoute({
    tags: TAGS,
    summary: 'One font by family (spec 3: fonts are looked up by family)',
    params: z.strictObject({ family: z.string().max(100).meta({ example: 'Playfair Display' }) }),
    responses: { 200: fontView },
    errors: [404],
  }),
  styleSheet: defineRoute({
    tags: TAGS,
    summary: '@font-face rules of one variant (self-hosted)',
    params: z.strictObject({ family: z.string(), file: z.string().regex(STYLE_FILE) }),
    responses: { 200: { description: 'CSS', contentType: 'text/css' } },
    errors: [404],
  }),
  file: defineRoute({
    tags: TAGS,
    summary: 'A font file the style sheets name',
    params: z.strictObject({ file: z.string().regex(FONT_FILE) }),
    responses: { 200: { description: 'woff2 or woff', contentType: 'font/woff2' } },
    errors: [404],
  }),
};

/** Fonts the shop can use (spec 3, 7); public, because the storefront loads the configured one. */
@ApiTags('fonts')
@Controller()
export class FontsController {
  constructor(private readonly fonts: FontCatalog) {}

  @Get('api/fonts')
  @Contract(R.list)
  list(@Query() query: unknown): FontView[] {
    const { family } = R.list.query(query);
    if (family === undefined) return this.fonts.list();
    const font = this.fonts.find(family);
    return font ? [font] : [];
  }

  /** Lookup by family (spec 3): spaces, '+' and '-' as the family is written in URLs all match. */
  @Get('api/fonts/:family')
  @Contract(R.one)
  one(@Param('family') family: string): FontView {
    const font = this.fonts.find(family);
    if (!font) throw ApiError.notFound();
    return font;
  }

  /** GET /fonts/google/{family}/style-{variant}.embed.css (spec 7): @font-face rules pointing to this app. */
  @Get('fonts/google/:family/:file')
  @Contract(R.styleSheet)
  async styleSheet(@Param('family') family: string, @Param('file') file: string, @Res() res: Response) {
    const variant = STYLE_FILE.exec(file)?.[1];
    const css = variant ? await this.fonts.styleSheet(family, variant) : null;
    if (css === null) throw ApiError.notFound();
    res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.type('text/css; charset=utf-8').send(css);
  }

  /** The font files the style sheets name; the package version is in their URL, so they never change. */
  @Get('fonts/files/:file')
  @Contract(R.file)
  async file(@Param('file') file: string, @Res() res: Response) {
    const font = FONT_FILE.test(file) ? await this.fonts.file(file) : null;
    if (!font) throw ApiError.notFound();
    res.setHeader('Content-Type', font.type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.status(200).end(font.bytes);
  }
}
