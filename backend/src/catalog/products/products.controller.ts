import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { productCsvTemplate, productTemplateTable } from '@bestell/domain';
import { Admin, type AuthedRequest } from '../../auth/index.js';
import { ApiTags, Contract, defineRoute, requireUuid } from '../../common/index.js';
import { categoryResource } from '../categories/category.resource.js';
import { ProductTransferService } from './product-transfer.service.js';
import { xlsxFile } from './product-xlsx.js';
import { productResource } from './product.resource.js';

const TAGS = ['products'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What a browser saves under a German name; the ASCII fallback for old clients. */
const csvFile = (description: string) => ({
  description: `${description} (semicolon CSV, UTF-8 with BOM, attachment)`,
  contentType: 'text/csv',
  headers: ['Content-Disposition'],
});
const xlsxAnswer = (description: string) => ({
  description: `${description} (attachment)`,
  contentType: XLSX,
  headers: ['Content-Disposition'],
});
const problem = z
  .strictObject({
    line: z.number().int().meta({ example: 3 }),
    column: z.string().nullable().meta({ example: 'Preis' }),
    message: z.string().meta({ example: '„abc“ ist kein gültiger Preis.' }),
  })
  .meta({ id: 'ImportProblem' });
const importSummary = z
  .strictObject({
    dryRun: z.boolean(),
    problems: z.array(problem),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    newCategories: z.array(z.string()),
  })
  .meta({ id: 'ProductImportSummary' });
const idParam = z.strictObject({ id: z.uuid() });

export const PRODUCT_TRANSFER_ROUTES = {
  exportCsv: defineRoute({
    tags: TAGS,
    summary: 'All products as CSV with German column headers (admin)',
    responses: { 200: csvFile('Name;Kategorie;Preis;Einheit;Steuer;… one product per line') },
  }),
  template: defineRoute({
    tags: TAGS,
    summary: 'The import template: the CSV columns and three example products (admin)',
    responses: { 200: csvFile('The column headers and example rows') },
  }),
  importCsv: defineRoute({
    tags: TAGS,
    summary: 'Import products from CSV (admin): dry run lists every problem; the import is all or nothing',
    description:
      'Rows are matched to products by Name and Kategorie: a match is updated (only the columns that differ), ' +
      'else a product is created. With dryRun=true nothing is written and every problem comes back by line ' +
      'and column; without it, any problem answers 422 and nothing is written.',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    body: z.strictObject({
      csv: z.string().min(1).max(4_000_000),
      createCategories: z
        .boolean()
        .optional()
        .meta({ description: 'Create categories the file names but the shop has not' }),
    }),
    responses: { 200: importSummary },
  }),
  exportXlsx: defineRoute({
    tags: TAGS,
    summary: 'All products as an Excel file (.xlsx), the same columns as the CSV (admin)',
    responses: { 200: xlsxAnswer('One product per row, every cell text') },
  }),
  templateXlsx: defineRoute({
    tags: TAGS,
    summary: 'The import template as an Excel file (.xlsx) (admin)',
    responses: { 200: xlsxAnswer('The column headers and example rows') },
  }),
  importXlsx: defineRoute({
    tags: TAGS,
    summary: 'Import products from an Excel file (.xlsx, first sheet; admin): as the CSV import',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    body: z.strictObject({
      xlsx: z.string().min(1).max(5_000_000).meta({ description: 'The .xlsx file, base64' }),
      createCategories: z.boolean().optional(),
    }),
    responses: { 200: importSummary },
  }),
  duplicate: defineRoute({
    tags: TAGS,
    summary: "Copy a product ('Bauernbrot (Kopie)') with all its settings (admin)",
    params: idParam,
    responses: { 201: productResource.viewSchema! },
    errors: [404],
  }),
  duplicateCategory: defineRoute({
    tags: ['categories'],
    summary: "Copy a category ('Torten (Kopie)') with a copy of each of its products (admin)",
    params: idParam,
    responses: {
      201: z
        .strictObject({ category: categoryResource.viewSchema!, products: z.number().int() })
        .meta({ id: 'CategoryCopy' }),
    },
    errors: [404],
  }),
};
const R = PRODUCT_TRANSFER_ROUTES;

function sendFile(res: Response, fileName: string, type: string, body: string | Buffer): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.type(type).send(body);
}
const sendCsv = (res: Response, fileName: string, body: string) =>
  sendFile(res, fileName, 'text/csv; charset=utf-8', body);

/**
 * Issue 39 item 2. Under /api/products/csv/… (two segments): the resource's GET /api/products/{id} is
 * routed first and would take 'export.csv' for an id.
 */
@ApiTags('products')
@Controller('api')
export class ProductsController {
  constructor(private readonly transfer: ProductTransferService) {}

  @Get('products/csv/export')
  @Contract(R.exportCsv)
  @Admin()
  async exportCsv(@Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    sendCsv(res, `produkte-${day}.csv`, await this.transfer.exportCsv(req));
  }

  @Get('products/csv/template')
  @Contract(R.template)
  @Admin()
  template(@Res() res: Response): void {
    sendCsv(res, 'produkte-vorlage.csv', productCsvTemplate());
  }

  @Post('products/csv/import')
  @Contract(R.importCsv)
  @HttpCode(200)
  @Admin()
  importCsv(@Query() query: unknown, @Body() body: unknown, @Req() req: AuthedRequest) {
    const { dryRun } = R.importCsv.query(query);
    return this.transfer.importCsv(req, R.importCsv.body(body), dryRun === 'true');
  }

  @Get('products/xlsx/export')
  @Contract(R.exportXlsx)
  @Admin()
  async exportXlsx(@Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    sendFile(res, `produkte-${day}.xlsx`, XLSX, await this.transfer.exportXlsx(req));
  }

  @Get('products/xlsx/template')
  @Contract(R.templateXlsx)
  @Admin()
  async templateXlsx(@Res() res: Response): Promise<void> {
    sendFile(res, 'produkte-vorlage.xlsx', XLSX, await xlsxFile(productTemplateTable()));
  }

  @Post('products/xlsx/import')
  @Contract(R.importXlsx)
  @HttpCode(200)
  @Admin()
  importXlsx(@Query() query: unknown, @Body() body: unknown, @Req() req: AuthedRequest) {
    const { dryRun } = R.importXlsx.query(query);
    return this.transfer.importXlsx(req, R.importXlsx.body(body), dryRun === 'true');
  }

  @Post('products/:id/duplicate')
  @Contract(R.duplicate)
  @HttpCode(201)
  @Admin()
  duplicate(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.transfer.duplicateProduct(req, requireUuid(id));
  }

  @Post('categories/:id/duplicate')
  @Contract(R.duplicateCategory)
  @HttpCode(201)
  @Admin()
  duplicateCategory(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.transfer.duplicateCategory(req, requireUuid(id));
  }
}
