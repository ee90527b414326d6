import type { OrderAction, Questionnaire } from '@bestell/domain';

/** Who changes the order; staff carries its branch scope (null = every branch). */
export type OrderActor =
  | { kind: 'staff'; userId: string; branchIds: string[] | null }
  | { kind: 'customer'; uid: string; hash: string }
  | { kind: 'system' };

export const actorName = (actor: OrderActor): string => (actor.kind === 'staff' ? `staff:${actor.userId}` : actor.kind);

/** The order by id (staff) or by uid + hash (customer). */
export type OrderRef = { id: string } | { uid: string; hash: string };

/**
 * Every status change of an order: the action must be allowed by the domain's transition table;
 * the flag patch comes from applyTransition(). One handler, so one place changes status flags.
 */
export class ChangeOrderCommand {
  constructor(
    readonly ref: OrderRef,
    readonly action: OrderAction,
    readonly actor: OrderActor,
    readonly params: {
      rejectionMessage?: string | null;
      counterAppointment?: string;
      questionnaire?: Questionnaire;
    } = {},
  ) {}
}
