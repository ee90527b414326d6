import { Injectable } from '@nestjs/common';
import { OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { RealtimeGateway } from '../realtime/index.js';
import { SignageScreens } from './signage-screens.service.js';

/**
 * The outbox legs of signage: a content change pushes new manifest versions to the TVs, a catalogue
 * change tells every TV to re-fetch its menu boards. Throwing while the gateway is down leaves the row
 * for the relay's retry, so a change is never lost, only late.
 */
@Injectable()
@OnOutboxEvent(['signage.changed', 'catalog.changed'])
export class SignageEvents implements OutboxEventHandler<'signage.changed' | 'catalog.changed'> {
  constructor(
    private readonly screens: SignageScreens,
    private readonly gateway: RealtimeGateway,
  ) {}

  async handle(message: OutboxEventOf<'signage.changed' | 'catalog.changed'>): Promise<void> {
    if (!this.gateway.ready) throw new Error('realtime not ready');
    if (message.topic === 'signage.changed') await this.screens.contentChanged(message.payload.branchId);
    else await this.screens.catalogChanged();
  }
}
