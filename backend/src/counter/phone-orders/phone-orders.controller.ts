import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { COUNTER_TEXTS } from '@bestell/domain';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../../auth/index.js';
import { ApiError, ApiTags, Contract, parseInput } from '../../common/index.js';
import { orderFormSchema, validIdempotencyKey } from '../../orders/index.js';
import { phoneExtras, PHONE_ORDER_ROUTES as R } from '../counter.contract.js';
import { PhoneOrdersService } from './phone-orders.service.js';

/**
 * POST /api/counter/orders: a phone order entered by a signed-in staff member (the session names who
 * entered it) for one of their branches. The body is the order form plus `payment`, `confirmation` and
 * `overrideCapacity`; an Idempotency-Key is required, so a double tap or a retry places one order.
 */
@ApiTags('counter')
@Controller('api/counter')
export class PhoneOrdersController {
  constructor(private readonly orders: PhoneOrdersService) {}

  @Contract(R.place)
  @Post('orders')
  @HttpCode(201)
  @Staff()
  async place(
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @StaffAuth() auth: AuthContext,
  ) {
    if (key === undefined) throw ApiError.validation([{ message: COUNTER_TEXTS.idempotencyKeyRequired }]);
    if (!validIdempotencyKey(key)) throw ApiError.validation([{ message: COUNTER_TEXTS.idempotencyKeyRequired }]);
    const form = parseInput(orderFormSchema, body);
    const extras = parseInput(phoneExtras, body);
    return this.orders.place({ form, ...extras }, body, key, auth, branchScope(auth));
  }
}
