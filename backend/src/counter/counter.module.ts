import { Module } from '@nestjs/common';
import { OrderLookupModule } from '../orders/index.js';
import { CustomersController } from './customers/customers.controller.js';
import { CustomersService } from './customers/customers.service.js';
import { PhoneOrdersController } from './phone-orders/phone-orders.controller.js';
import { PhoneOrdersService } from './phone-orders/phone-orders.service.js';

/**
 * Counter (issue 21): phone orders entered at the frontdesk through the web order's command, and the
 * customers built from orders (search for the phone dialog, notes, allergies, GDPR export and erase).
 */
@Module({
  imports: [OrderLookupModule],
  controllers: [PhoneOrdersController, CustomersController],
  providers: [PhoneOrdersService, CustomersService],
  exports: [CustomersService],
})
export class CounterModule {}
