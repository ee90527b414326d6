import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import type { KioskDeviceView, KioskOrderAnswer } from '@bestell/domain';
import { ApiTags, Contract } from '../common/index.js';
import { KioskService } from './kiosk.service.js';
import { KIOSK_ROUTES as R } from './kiosk.contract.js';

/** The kiosk's API (bearer token of a paired 'kiosk' device); pairing itself is the devices module's. */
@ApiTags('kiosk')
@Controller('api/kiosk')
export class KioskController {
  constructor(private readonly kiosk: KioskService) {}

  @Contract(R.device)
  @Get('device')
  async device(@Headers('authorization') auth: string | undefined): Promise<KioskDeviceView> {
    return this.kiosk.view(await this.kiosk.byToken(auth));
  }

  /** Idempotency-Key is required: repeated taps and retries after a network cut give one order. */
  @Contract(R.place)
  @Post('orders')
  @HttpCode(201)
  async place(
    @Headers('authorization') auth: string | undefined,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: unknown,
  ): Promise<KioskOrderAnswer> {
    return this.kiosk.placeOrder(await this.kiosk.byToken(auth), body, key);
  }

  @Contract(R.exit)
  @Post('exit')
  @HttpCode(204)
  async exit(@Headers('authorization') auth: string | undefined, @Body() body: unknown): Promise<void> {
    const device = await this.kiosk.byToken(auth);
    await this.kiosk.exit(device, R.exit.body(body).pin);
  }
}
