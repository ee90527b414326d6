import type { LiveSocket, SocketFactory } from './socket.js';

/** In-memory stand-in for a socket.io-client Socket: tests fire server events and connection changes. */
export class FakeSocket implements LiveSocket {
  connected = false;
  recovered = false;
  disconnected = false;
  private readonly handlers = new Map<string, ((...args: never[]) => void)[]>();

  constructor(readonly auth: unknown) {}

  on(event: string, listener: (...args: never[]) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    for (const h of this.handlers.get(event) ?? []) (h as (...a: unknown[]) => void)(...args);
  }
}

export function fakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
  };
}
