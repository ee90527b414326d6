/**
 * The print job's outcome on the order: the spec 8 message after its last failed attempt, null after a
 * successful (re)print. A change like any other, so staff screens see it live.
 */
export class RecordPrintResultCommand {
  constructor(
    readonly orderId: string,
    readonly printError: string | null,
  ) {}
}
