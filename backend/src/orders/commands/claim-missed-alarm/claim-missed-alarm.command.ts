/**
 * Marks an order's missed-order alarm as sent (realtime's check); the result is false when another
 * instance marked it first, so with several instances exactly one pushes the alarm.
 */
export class ClaimMissedAlarmCommand {
  constructor(readonly orderId: string) {}
}
