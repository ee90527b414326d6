import { Injectable } from '@nestjs/common';

export type Revocation = { kind: 'branch-api-key'; branchId: string } | { kind: 'session'; sessionId: string };
type Listener = (revocation: Revocation) => void | Promise<void>;

/**
 * Internal event: credentials a socket was admitted with stopped being valid (apiKey rotated, staff
 * logged out). Controllers report it here; the gateway disconnects the matching sockets on every
 * instance. Kept apart from the gateway so the controllers need no Socket.IO types.
 */
@Injectable()
export class RealtimeRevocations {
  private readonly listeners = new Set<Listener>();

  onRevoked(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async revoke(revocation: Revocation): Promise<void> {
    for (const listener of this.listeners) await listener(revocation);
  }
}
