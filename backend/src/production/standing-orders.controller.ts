import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags, Contract } from '../common/index.js';
import { RateLimit, type RateLimitRule } from '../limits/index.js';
import { STANDING_ORDER_ROUTES as R } from './standing-orders.contract.js';
import { StandingOrders } from './standing-orders.service.js';

/** Wrong tokens per IP, as wrong hashes on the order status routes. */
const WRONG_TOKENS: RateLimitRule = { limit: 'wrongHashIp', onStatus: 404 };

/**
 * The customer's page of a standing order (issue 42 item 3), by its access token: the lines, the next
 * deliveries, and pausing days (holidays) until their cut-off. Staff manage standing orders through the
 * resource /api/standing-orders.
 */
@ApiTags('standing-orders')
@Controller('api/standing-orders/by-token')
export class StandingOrdersController {
  constructor(private readonly standing: StandingOrders) {}

  @Contract(R.byToken)
  @Get(':token')
  @RateLimit(WRONG_TOKENS)
  view(@Param('token') token: string) {
    return this.standing.customerView(R.byToken.params({ token }).token);
  }

  @Contract(R.pauses)
  @Put(':token/pauses')
  @RateLimit(WRONG_TOKENS)
  pauses(@Param('token') token: string, @Body() body: unknown) {
    const { pausedDates } = R.pauses.body(body);
    return this.standing.setPauses(R.pauses.params({ token }).token, pausedDates);
  }
}
