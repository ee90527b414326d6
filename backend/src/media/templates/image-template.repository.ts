import { Injectable } from '@nestjs/common';
import { pricePrefix, type CalculationModel, type TemplateData } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ImageTemplate } from './image-template.entity.js';

interface ProductRow {
  name: string;
  price: string;
  description: string | null;
  images: { id: string; version: number; extension: string; width?: number; alt?: string }[] | null;
  calculationModel: CalculationModel | null;
  currency: string | null;
}

/**
 * The SQL of image templates. Rendering "with a product" reads the product's name, price, description
 * and cover image and the shop currency by table name: catalog and settings sit in media's own layer
 * (backend/README.md), so media cannot import them (the same way IMAGE_REFERENCE_COLUMNS reads them).
 */
@Injectable()
export class ImageTemplateRepository {
  constructor(private readonly ds: DataSource) {}

  find(id: string): Promise<ImageTemplate | null> {
    return this.ds.getRepository(ImageTemplate).findOneBy({ id });
  }

  /** What `{name}`, `{price}`, `{description}` and `product.image` are filled with; null when no such product. */
  async productData(productId: string): Promise<TemplateData | null> {
    const rows: ProductRow[] = await this.ds.query(
      `SELECT p."name", p."price"::text AS "price", p."description", p."images", p."calculationModel",
              (SELECT c."currency" FROM "shop_config" c ORDER BY c."id" LIMIT 1) AS "currency"
         FROM "product" p WHERE p."id" = $1`,
      [productId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      name: row.name,
      price: row.price,
      pricePrefix: pricePrefix(row.calculationModel),
      description: row.description,
      currency: row.currency ?? 'EUR',
      image: row.images?.[0] ?? null,
    };
  }
}
