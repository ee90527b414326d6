import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { ApiTags, Contract, requireUuid } from '../common/index.js';
import { heldLink, RateLimit, type RateLimitRule } from '../limits/index.js';
import type { OrderActor } from '../orders/index.js';
import { QUOTE_ROUTES as R } from './quotes.contract.js';
import { QuotesService } from './quotes.service.js';

/** Wrong uid/hash pairs per IP, as on the order status routes. */
const WRONG_HASHES: RateLimitRule = { limit: 'wrongHashIp', onStatus: 404, held: heldLink };

const staffActor = (auth: AuthContext): OrderActor => ({
  kind: 'staff',
  userId: auth.user.id,
  branchIds: branchScope(auth),
});

/** Catering quotes: staff price them (branch-scoped), the customer answers on the status page. */
@ApiTags('quotes')
@Controller('api/quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Contract(R.list)
  @Get()
  @Staff()
  list(@StaffAuth() auth: AuthContext) {
    return this.quotes.list(branchScope(auth));
  }

  // --- public (uid + hash of the quotation order) ----------------------------------------------------

  @Contract(R.publicQuote)
  @Get('public/:uid/:hash')
  @RateLimit({ limit: 'statusIp' }, WRONG_HASHES)
  publicQuote(@Param('uid') uid: string, @Param('hash') hash: string) {
    return this.quotes.publicView({ uid, hash });
  }

  @Contract(R.updateRequest)
  @Put('public/:uid/:hash/request')
  @RateLimit(WRONG_HASHES)
  updateRequest(@Param('uid') uid: string, @Param('hash') hash: string, @Body() body: unknown) {
    const input = R.updateRequest.body(body);
    return this.quotes.updateRequest(
      { uid, hash },
      { eventDate: input.eventDate ?? null, guests: input.guests ?? null, notes: input.notes },
    );
  }

  @Contract(R.accept)
  @Post('public/:uid/:hash/accept')
  @HttpCode(200)
  @RateLimit(WRONG_HASHES)
  accept(@Param('uid') uid: string, @Param('hash') hash: string, @Body() body: unknown) {
    return this.quotes.accept({ uid, hash }, R.accept.body(body).version);
  }

  @Contract(R.decline)
  @Post('public/:uid/:hash/decline')
  @HttpCode(200)
  @RateLimit(WRONG_HASHES)
  decline(@Param('uid') uid: string, @Param('hash') hash: string, @Body() body: unknown) {
    return this.quotes.decline({ uid, hash }, R.decline.body(body).version);
  }

  // --- staff ------------------------------------------------------------------------------------------

  @Contract(R.one)
  @Get(':orderId')
  @Staff()
  one(@Param('orderId') orderId: string, @StaffAuth() auth: AuthContext) {
    return this.quotes.staffView(requireUuid(orderId), staffActor(auth));
  }

  @Contract(R.save)
  @Put(':orderId')
  @Staff()
  save(@Param('orderId') orderId: string, @Body() body: unknown, @StaffAuth() auth: AuthContext) {
    const input = R.save.body(body);
    return this.quotes.save(requireUuid(orderId), staffActor(auth), {
      ...input,
      fee: input.fee ?? null,
      validUntil: input.validUntil ?? null,
    });
  }
}
