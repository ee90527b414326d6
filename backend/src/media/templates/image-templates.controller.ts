import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { type TemplateData, type TemplateLayer, VALIDATION } from '@bestell/domain';
import type { Response } from 'express';
import { Staff } from '../../auth/index.js';
import { z } from 'zod';
import { ApiError, ApiTags, Contract, defineRoute, isUuid } from '../../common/index.js';
import { layerSchema, renderRequestSchema } from './image-template.schema.js';
import { ImageTemplateRepository } from './image-template.repository.js';
import { assertLayers } from './image-template.resource.js';
import { type TemplateFormat, TemplateRenderer } from './template-renderer.js';

const RENDER_FILE = /^render\.(png|webp)$/;

const TAGS = ['image-templates'];
const picture = { description: 'The rendered picture', contentType: 'image/png' };
const R = {
  layers: defineRoute({
    tags: TAGS,
    summary: "A template's layers",
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: z.array(layerSchema) },
    errors: [404],
  }),
  render: defineRoute({
    tags: TAGS,
    summary: 'The saved template rendered (render.png or render.webp), optionally with a product',
    params: z.strictObject({ id: z.uuid(), file: z.enum(['render.png', 'render.webp']) }),
    query: z.object({ product: z.uuid().optional() }),
    responses: { 200: picture },
    errors: [404],
  }),
  preview: defineRoute({
    tags: TAGS,
    summary: "The editor's unsaved template as a picture (PNG unless `format` says webp)",
    body: renderRequestSchema,
    responses: { 200: picture },
  }),
};

/**
 * Beside the generic CRUD of /api/image-templates (resources/): GET {id}/layers (spec 7), the rendered
 * picture of a saved template, and POST render for the back-office editor's live preview.
 */
@ApiTags('image-templates')
@Controller('api/image-templates')
@Staff()
export class ImageTemplatesController {
  constructor(
    private readonly templates: ImageTemplateRepository,
    private readonly renderer: TemplateRenderer,
  ) {}

  @Get(':id/layers')
  @Contract(R.layers)
  async layers(@Param('id') id: string): Promise<TemplateLayer[]> {
    const template = isUuid(id) ? await this.templates.find(id) : null;
    if (!template) throw ApiError.notFound();
    return template.layers;
  }

  /** GET {id}/render.png or render.webp, with `?product={id}` the product's name, price and cover image. */
  @Get(':id/:file')
  @Contract(R.render)
  async render(
    @Param('id') id: string,
    @Param('file') file: string,
    @Query('product') product: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const format = RENDER_FILE.exec(file)?.[1] as TemplateFormat | undefined;
    const template = format && isUuid(id) ? await this.templates.find(id) : null;
    if (!template || !format) throw ApiError.notFound();
    const data = await this.data(product, 'product');
    this.send(res, format, await this.renderer.render(template, data, format));
  }

  /** The editor's unsaved template (and optional product) as a picture; PNG unless `format` says webp. */
  @Post('render')
  @Contract(R.preview)
  @HttpCode(200)
  async preview(@Body() body: unknown, @Res() res: Response): Promise<void> {
    const input = R.preview.body(body);
    const template = { ...input.template, layers: input.template.layers as TemplateLayer[] };
    assertLayers(template.layers, template);
    const data = await this.data(input.product ?? undefined, 'product');
    const format = input.format ?? 'png';
    this.send(res, format, await this.renderer.render(template, data, format));
  }

  private async data(product: unknown, field: string): Promise<TemplateData> {
    if (product === undefined || product === '') return {};
    const data = typeof product === 'string' && isUuid(product) ? await this.templates.productData(product) : null;
    if (!data) throw ApiError.validation([{ message: VALIDATION.invalidReference, field }]);
    return data;
  }

  private send(res: Response, format: TemplateFormat, bytes: Buffer): void {
    res.setHeader('Content-Type', format === 'webp' ? 'image/webp' : 'image/png');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Drawn from data that changes (product, template): never kept.
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end(bytes);
  }
}
