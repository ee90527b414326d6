import { Injectable } from '@nestjs/common';
import {
  dec,
  type ImportProblem,
  imageUrl,
  importProblemText,
  mergeParts,
  type Part,
  parseProductCsv,
  parseProductRecords,
  productCsv,
  productCsvColumn,
  productCsvKey,
  PRODUCT_CSV_TEXTS,
  type ProductCsvImport,
  type ProductCsvRow,
  type ProductCsvSource,
  productTable,
} from '@bestell/domain';
import { ApiError, ImageRefsRepository, parseInput } from '../../common/index.js';
import type { AuthedRequest } from '../../auth/index.js';
import { CrudService } from '../../crud/index.js';
import { TransactionalConnection } from '../../database/index.js';
import { categoryResource } from '../categories/category.resource.js';
import { productResource } from './product.resource.js';
import { xlsxFile, xlsxRecords } from './product-xlsx.js';

/** The staff view of a product (GET /api/products), as far as import and copy read it. */
type ProductView = ProductCsvSource & { id: string; type: string; config: { parts: Part[] } } & Record<string, unknown>;
type CategoryView = { id: string; name: string } & Record<string, unknown>;

export interface ImportSummary {
  dryRun: boolean;
  problems: ImportProblem[];
  created: number;
  updated: number;
  unchanged: number;
  newCategories: string[];
}

const PRODUCT_FIELDS_DECIMAL = ['price', 'tax', 'takeawayTax', 'dineInTax', 'minimumQuantity', 'quantityStepSize'];
const READ_ONLY = ['id', 'createdAt', 'updatedAt'];
const MAX_NAME = 200;
export const COPY_TEXTS = {
  copyName: (name: string) => `${name} (Kopie)`.slice(0, MAX_NAME),
  notXlsx: 'Die Datei ist keine lesbare Excel-Datei (.xlsx).',
} as const;

/** A step's `description: null` from a view is refused by the write schema (it takes a string or nothing). */
const writableParts = (parts: readonly Part[]) =>
  parts.map(({ description, ...p }) => (description ? { ...p, description } : p));

/** Whether a field's new value differs from the stored one (decimals by value: '10' equals '10.00'). */
function differs(key: string, next: unknown, current: unknown): boolean {
  if (PRODUCT_FIELDS_DECIMAL.includes(key)) return !dec(next as string).eq(dec(current as string));
  // By library id: the save takes version and size from the library anyway (resolveImageRefs).
  if (key === 'images') {
    const ids = (v: unknown) => (v as { id: string }[]).map((i) => i.id).join(' ');
    return ids(next) !== ids(current);
  }
  if (key === 'category')
    return ((next as { id: string } | null)?.id ?? null) !== ((current as { id: string } | null)?.id ?? null);
  return JSON.stringify(next) !== JSON.stringify(current);
}

/**
 * Products CSV export and import (issue 39 item 2) and copies of products and categories. Every write goes
 * through CrudService, so the resource's apply/afterSave (menu placement, catalogue change events, audit)
 * run as for a form save; an import joins all of them in one transaction.
 */
@Injectable()
export class ProductTransferService {
  constructor(
    private readonly crud: CrudService,
    private readonly db: TransactionalConnection,
  ) {}

  async exportCsv(req: AuthedRequest): Promise<string> {
    const products = (await this.crud.list(productResource, req)) as ProductView[];
    const categories = (await this.crud.list(categoryResource, req)) as CategoryView[];
    return productCsv(products, categories);
  }

  importCsv(req: AuthedRequest, body: { csv: string; createCategories?: boolean }, dryRun: boolean) {
    const options = { createCategories: body.createCategories };
    return this.importRows(req, (categories) => parseProductCsv(body.csv, categories, options), dryRun, 'csv');
  }

  /** The same import from an .xlsx file (base64): its first sheet, read as the CSV would be. */
  async importXlsx(req: AuthedRequest, body: { xlsx: string; createCategories?: boolean }, dryRun: boolean) {
    const records = await xlsxRecords(Buffer.from(body.xlsx, 'base64'));
    if (!records) throw ApiError.validation([{ message: COPY_TEXTS.notXlsx, field: 'xlsx' }]);
    const options = { createCategories: body.createCategories };
    return this.importRows(req, (categories) => parseProductRecords(records, categories, options), dryRun, 'xlsx');
  }

  async exportXlsx(req: AuthedRequest): Promise<Buffer> {
    const products = (await this.crud.list(productResource, req)) as ProductView[];
    const categories = (await this.crud.list(categoryResource, req)) as CategoryView[];
    return xlsxFile(productTable(products, categories));
  }

  /** Checks the whole file; unless `dryRun` and only when nothing is wrong, writes all rows in one transaction. */
  private async importRows(
    req: AuthedRequest,
    parse: (categories: CategoryView[]) => Omit<ProductCsvImport, 'delimiter'>,
    dryRun: boolean,
    field: 'csv' | 'xlsx',
  ): Promise<ImportSummary> {
    const categories = (await this.crud.list(categoryResource, req)) as CategoryView[];
    const products = (await this.crud.list(productResource, req)) as ProductView[];
    const parsed = parse(categories);
    const problems = [...parsed.problems];
    const byKey = new Map<string, ProductView[]>();
    for (const p of products) {
      const key = productCsvKey(p.name, p.category?.id ?? null);
      byKey.set(key, [...(byKey.get(key) ?? []), p]);
    }
    const plans: { row: ProductCsvRow; existing: ProductView | null; input: Record<string, unknown> }[] = [];
    let unchanged = 0;
    const known = await this.knownImages(parsed.rows);
    for (const row of parsed.rows) {
      const missing = (row.fields.images ?? []).filter((i) => !known.has(i.id));
      if (missing.length > 0) {
        for (const i of missing)
          problems.push({ line: row.line, column: 'Bild-URL', message: PRODUCT_CSV_TEXTS.imageMissing(imageUrl(i)) });
        continue;
      }
      const categoryId = row.category && 'id' in row.category ? row.category.id : null;
      const matches =
        row.category && 'create' in row.category ? [] : (byKey.get(productCsvKey(row.fields.name, categoryId)) ?? []);
      if (matches.length > 1) {
        problems.push({
          line: row.line,
          column: 'Name',
          message: PRODUCT_CSV_TEXTS.productTwice(row.fields.name),
        });
        continue;
      }
      const existing = matches[0] ?? null;
      const input = this.rowInput(row, categoryId, existing);
      try {
        // The resource's own schema: the same limits and German messages as the product form.
        parseInput(existing ? productResource.schema.partial() : productResource.schema, input);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        for (const e of err.errors)
          problems.push({ line: row.line, column: productCsvColumn(e.field ?? ''), message: e.message });
        continue;
      }
      if (existing && Object.keys(input).length === 0) unchanged++;
      else plans.push({ row, existing, input });
    }
    problems.sort((a, b) => a.line - b.line);
    const summary: ImportSummary = {
      dryRun,
      problems,
      created: plans.filter((p) => !p.existing).length,
      updated: plans.filter((p) => p.existing).length,
      unchanged,
      newCategories: parsed.newCategories,
    };
    if (problems.length > 0 && !dryRun)
      throw ApiError.validation(problems.map((p) => ({ message: importProblemText(p), field })));
    if (dryRun) return summary;
    await this.db.transaction(async () => {
      const created = new Map<string, string>();
      for (const name of parsed.newCategories) {
        const category = (await this.crud.create(categoryResource, { name }, req)) as CategoryView;
        created.set(productCsvKey(name, null), category.id);
      }
      for (const { row, existing, input } of plans) {
        if (row.category && 'create' in row.category)
          input.category = { id: created.get(productCsvKey(row.category.create, null))! };
        if (existing) await this.crud.update(productResource, existing.id, input, req);
        else await this.crud.create(productResource, input, req);
      }
    });
    return summary;
  }

  /** Which of the rows' pictures the library has: the dry run names a missing one by line, not the save. */
  private async knownImages(rows: readonly ProductCsvRow[]): Promise<Set<string>> {
    const ids = [...new Set(rows.flatMap((r) => (r.fields.images ?? []).map((i) => i.id)))];
    if (ids.length === 0) return new Set();
    return new ImageRefsRepository(this.db.manager()).existing(ids);
  }

  /** The write body of a row: all its fields for a new product, only the changed ones for an existing one. */
  private rowInput(row: ProductCsvRow, categoryId: string | null, existing: ProductView | null) {
    const { parts, images, ...plain } = row.fields;
    const input: Record<string, unknown> = { ...plain, category: categoryId ? { id: categoryId } : null };
    if (images)
      // A picture the product already has keeps its alt text and focal point.
      input.images = images.map((i) => existing?.images.find((e) => e.id === i.id) ?? i);
    if (parts) {
      input.config = { parts: writableParts(existing ? mergeParts(existing.config.parts, parts) : parts) };
      if (parts.length > 0 && (existing?.type ?? 'simple') === 'simple') input.type = 'configurable';
    }
    if (!existing) {
      // Without their own columns the takeaway and dine-in rates follow 'Steuer'.
      if (plain.tax) {
        input.takeawayTax ??= plain.tax;
        input.dineInTax ??= plain.tax;
      }
      return input;
    }
    const current: Record<string, unknown> = { ...existing, config: { parts: writableParts(existing.config.parts) } };
    for (const key of Object.keys(input)) if (!differs(key, input[key], current[key])) delete input[key];
    return input;
  }

  /** A copy of a product ('Bauernbrot (Kopie)'), or under the same name into another category. */
  async duplicateProduct(req: AuthedRequest, id: string, into?: { categoryId: string }): Promise<unknown> {
    const source = (await this.crud.get(productResource, id, {}, req)) as ProductView;
    const body: Record<string, unknown> = { ...source, config: { parts: writableParts(source.config.parts) } };
    for (const key of READ_ONLY) delete body[key];
    if (into) body.category = { id: into.categoryId };
    else body.name = COPY_TEXTS.copyName(source.name);
    return this.crud.create(productResource, body, req);
  }

  /** A copy of a category ('Torten (Kopie)') with a copy of each of its products, in one transaction. */
  async duplicateCategory(req: AuthedRequest, id: string): Promise<unknown> {
    const source = (await this.crud.get(categoryResource, id, {}, req)) as CategoryView;
    const products = ((await this.crud.list(productResource, req)) as ProductView[]).filter(
      (p) => p.category?.id === id,
    );
    return this.db.transaction(async () => {
      const body: Record<string, unknown> = { ...source, name: COPY_TEXTS.copyName(source.name) };
      for (const key of READ_ONLY) delete body[key];
      const copy = (await this.crud.create(categoryResource, body, req)) as CategoryView;
      for (const p of products) await this.duplicateProduct(req, p.id, { categoryId: copy.id });
      return { category: copy, products: products.length };
    });
  }
}
