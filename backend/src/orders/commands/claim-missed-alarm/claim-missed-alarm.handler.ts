import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { claimMissedAlarm } from '../../order.repository.js';
import { ClaimMissedAlarmCommand } from './claim-missed-alarm.command.js';

@CommandHandler(ClaimMissedAlarmCommand)
export class ClaimMissedAlarmHandler implements ICommandHandler<ClaimMissedAlarmCommand, boolean> {
  constructor(private readonly ds: DataSource) {}

  // One conditional UPDATE outside a transaction, as before: no version, history or outbox row.
  execute({ orderId }: ClaimMissedAlarmCommand): Promise<boolean> {
    return claimMissedAlarm(this.ds.manager, orderId);
  }
}
