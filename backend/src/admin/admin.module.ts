import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { OrderLookupModule } from '../orders/index.js';
import { SettingsModule } from '../settings/index.js';
import { QueueDashboard } from './queue-dashboard.js';
import { ReceiptPreview } from './receipt-preview.service.js';
import { ReceiptController } from './receipt.controller.js';

/** Back-office tools over the jobs: receipt preview and the BullMQ dashboard (ROLE_ADMIN, Redis only). */
@Module({
  imports: [AuthModule, OrderLookupModule, SettingsModule],
  controllers: [ReceiptController],
  providers: [QueueDashboard, ReceiptPreview],
})
export class AdminModule {}
