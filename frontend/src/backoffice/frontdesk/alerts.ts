// Which orders ring on the frontdesk, and which count as missed (issue 8 item 2). Pure functions: the
// screen and its tests share them.

export interface AlertableOrder {
  id: string;
  status: string;
  createdAt: string;
}

/** A new order rings until someone acknowledges it or answers it (confirm, reject, counter-proposal). */
export function ringingOrders<T extends AlertableOrder>(orders: readonly T[], acknowledged: ReadonlySet<string>): T[] {
  return orders.filter((o) => o.status === 'waitingForConfirmation' && !acknowledged.has(o.id));
}

/** Still unanswered `missedOrderMinutes` after placing: the same rule as the server's missed list. */
export function isMissed(order: AlertableOrder, missedOrderMinutes: number, now: number): boolean {
  return (
    order.status === 'waitingForConfirmation' &&
    now - new Date(order.createdAt).getTime() >= missedOrderMinutes * 60_000
  );
}

/** Acknowledged ids per branch survive a reload of the tablet, so a seen order does not ring again. */
export function loadAcknowledged(branchId: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(`frontdesk-ack:${branchId}`) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function saveAcknowledged(branchId: string, ids: ReadonlySet<string>, keep: readonly string[]): void {
  // Only ids still on the list are kept, so the stored set does not grow forever.
  const kept = [...ids].filter((id) => keep.includes(id));
  try {
    localStorage.setItem(`frontdesk-ack:${branchId}`, JSON.stringify(kept));
  } catch {
    // Private mode or full storage: acknowledgements then last for this page view only.
  }
}
