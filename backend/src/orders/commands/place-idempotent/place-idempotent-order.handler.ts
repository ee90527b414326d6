import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdempotencyService, requestHash } from '../../idempotency/idempotency.service.js';
import { type PlacedOrder, PlaceOrderCommand } from '../place-order/place-order.command.js';
import { type IdempotentPlacement, PlaceIdempotentOrderCommand } from './place-idempotent-order.command.js';

@CommandHandler(PlaceIdempotentOrderCommand)
export class PlaceIdempotentOrderHandler implements ICommandHandler<PlaceIdempotentOrderCommand, IdempotentPlacement> {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly commands: CommandBus,
  ) {}

  async execute({ form, request, origin }: PlaceIdempotentOrderCommand): Promise<IdempotentPlacement> {
    const { key, scope } = request;
    const outcome = await this.idempotency.claim(key, scope, requestHash(request.body));
    if (outcome.kind === 'replay') return { placed: outcome.body as PlacedOrder, replayed: true };
    try {
      const placed: PlacedOrder = await this.commands.execute(new PlaceOrderCommand(form, { key, scope }, origin));
      return { placed, replayed: false };
    } catch (err) {
      await this.idempotency.release(key, scope);
      throw err;
    }
  }
}
