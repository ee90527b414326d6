import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadJobOrder, receiptMarkup, receiptSvg } from '../jobs/index.js';
import { ShopConfigService } from '../settings/index.js';

/** The receipt of an order as the print job renders it (same loader, same markup), as SVG. */
@Injectable()
export class ReceiptPreview {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
  ) {}

  async svg(orderId: string): Promise<string> {
    const loaded = (await loadJobOrder(this.ds, orderId))!;
    return receiptSvg(receiptMarkup(loaded.order, loaded.branch, await this.shopConfig.timezone()));
  }
}
