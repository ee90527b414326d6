// Room names; only the server composes them (from verified credentials), clients never name a room.
export const ROOMS = {
  order: (orderId: string) => `order:${orderId}`,
  frontdesk: (branchId: string) => `frontdesk:${branchId}`,
  backoffice: (branchId: string) => `backoffice:${branchId}`,
  /** Admins see every branch; one room instead of joining each branch's. */
  backofficeAll: 'backoffice:*',
  session: (sessionId: string) => `session:${sessionId}`,
  device: (deviceId: string) => `device:${deviceId}`,
  /** A branch's pickup board (issue 19): ticket numbers only; the server puts signage TVs of the branch in it. */
  pickup: (branchId: string) => `pickup:${branchId}`,
} as const;

/** Rooms that get the staff view of an order of `branchId`. */
export const staffRooms = (branchId: string): string[] => [
  ROOMS.frontdesk(branchId),
  ROOMS.backoffice(branchId),
  ROOMS.backofficeAll,
];
