import type { OrderAction, Questionnaire } from '@bestell/domain';

/**
 * Who changes the order; staff carries its branch scope (null = every branch). A branch's frontdesk
 * tablet (branchId + apiKey, no login) acts as staff scoped to that one branch.
 */
export type OrderActor =
  | { kind: 'staff'; userId: string; branchIds: string[] | null }
  | { kind: 'staff'; frontdesk: string; branchIds: [string] }
  | { kind: 'customer'; uid: string; hash: string }
  | { kind: 'system' };

export const actorName = (actor: OrderActor): string => {
  if (actor.kind !== 'staff') return actor.kind;
  return 'frontdesk' in actor ? `frontdesk:${actor.frontdesk}` : `staff:${actor.userId}`;
};

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
