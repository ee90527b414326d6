// Response of GET /api/branches/{branchId}/slots (issue 21), read by storefront, kiosk and frontdesk.

/** Room left in a slot per measure; null where the slot's rule sets no cap. */
export interface SlotRemaining {
  orders: number | null;
  items: number | null;
  minutes: number | null;
}

export interface SlotView {
  /** ISO instants; the slot is [start, end). */
  start: string;
  end: string;
  /** No room for one more order (customers cannot book it; staff may override). */
  full: boolean;
  remaining: SlotRemaining;
}

export interface SlotAvailability {
  slots: SlotView[];
  /** Online ordering paused (rush mode above the second threshold); resumes by itself. */
  paused: boolean;
  /** German notice for the pause or a passed cut-off; null when none. */
  notice: string | null;
  /** Minutes from now before the first bookable time (base lead plus rush). */
  leadMinutes: number;
}
