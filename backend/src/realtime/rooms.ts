// Room names; only the server composes them (from verified credentials), clients never name a room.
export const ROOMS = {
  order: (orderId: string) => `order:${orderId}`,
  frontdesk: (branchId: string) => `frontdesk:${branchId}`,
  backoffice: (branchId: string) => `backoffice:${branchId}`,
  /** Admins see every branch; one room instead of joining each branch's. */
  backofficeAll: 'backoffice:*',
  session: (sessionId: string) => `session:${sessionId}`,
  device: (deviceId: string) => `device:${deviceId}`,
} as const;

/** Rooms that get the staff view of an order of `branchId`. */
export const staffRooms = (branchId: string): string[] => [
  ROOMS.frontdesk(branchId),
  ROOMS.backoffice(branchId),
  ROOMS.backofficeAll,
];
