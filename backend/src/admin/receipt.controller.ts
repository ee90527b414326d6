import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { ApiTags, Contract, defineRoute, requireUuid } from '../common/index.js';
import { OrderLookup } from '../orders/index.js';
import { ReceiptPreview } from './receipt-preview.service.js';

const R = {
  receipt: defineRoute({
    tags: ['orders'],
    summary: 'The receipt exactly as the printer gets it, as SVG (staff: own branches)',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: { description: 'The receipt (SVG, not cached)', contentType: 'image/svg+xml' } },
    errors: [404],
  }),
};

/** Back-office preview of the receipt exactly as the printer gets it (same markup, SVG renderer). */
@ApiTags('orders')
@Controller('api/orders')
export class ReceiptController {
  constructor(
    private readonly preview: ReceiptPreview,
    private readonly orders: OrderLookup,
  ) {}

  @Contract(R.receipt)
  @Get(':id/receipt.svg')
  @Staff()
  async receipt(@Param('id') id: string, @StaffAuth() auth: AuthContext, @Res() res: Response): Promise<void> {
    // Scope check (404 outside the staff member's branches) through the orders module's lookup.
    await this.orders.find(
      { id: requireUuid(id) },
      { kind: 'staff', userId: auth.user.id, branchIds: branchScope(auth) },
    );
    const svg = await this.preview.svg(id);
    // Raw SVG, not the JSON envelope: the back office shows it in an <img>.
    res.setHeader('Cache-Control', 'no-store');
    res.type('image/svg+xml').send(svg);
  }
}
