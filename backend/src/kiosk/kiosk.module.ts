import { Module } from '@nestjs/common';
import { CardTerminal, CardTerminalFactory } from './card-terminal.js';
import { KioskController } from './kiosk.controller.js';
import { KioskService } from './kiosk.service.js';

/**
 * Self-service kiosk (issue 21): a paired 'kiosk' device places orders through the orders module's
 * PlaceOrderCommand (channel 'kiosk', idempotent per device) and pays at the counter or on a card terminal.
 */
@Module({
  controllers: [KioskController],
  providers: [
    KioskService,
    CardTerminalFactory,
    { provide: CardTerminal, useFactory: (f: CardTerminalFactory) => f.create(), inject: [CardTerminalFactory] },
  ],
})
export class KioskModule {}
