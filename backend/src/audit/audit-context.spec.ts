import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ClientIp } from '../limits/index.js';
import { AuditContextMiddleware, currentAuditRequest, currentRequestId } from './audit-context.js';

// A full GC on demand: the flag takes effect for contexts created after it is set.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const middleware = new AuditContextMiddleware(new ClientIp(false));
const fakeRequest = (id: string) =>
  ({ id, headers: {}, socket: { remoteAddress: '203.0.113.7' } }) as unknown as IncomingMessage & { id: string };

describe('audit context', () => {
  it('names the running request and its id, and nothing outside a request', () => {
    let seen: { id?: string; ip?: string } = {};
    middleware.use(fakeRequest('req-1'), null, () => {
      seen = { id: currentRequestId(), ip: currentAuditRequest()?.ip };
    });
    expect(seen).toEqual({ id: 'req-1', ip: '203.0.113.7' });
    expect(currentRequestId()).toBeUndefined();
    expect(currentAuditRequest()).toBeNull();
  });

  it('does not keep a finished request alive through a timer started while it ran', async () => {
    // A timer (a cache's reload, a pool's idle timer) keeps the async context it was created in; the
    // context must not keep the request (issue 17: 2,800 requests stayed reachable under load).
    let timer: NodeJS.Timeout | undefined;
    const ref = (() => {
      const req = fakeRequest('req-2');
      middleware.use(req, null, () => {
        timer = setTimeout(() => undefined, 60_000);
      });
      return new WeakRef(req);
    })();
    try {
      // Collected at the first full GC once nothing holds it; a few rounds let pending callbacks settle.
      for (let round = 0; round < 10 && ref.deref(); round++) {
        await new Promise((resolve) => setImmediate(resolve));
        gc();
      }
      expect(ref.deref()).toBeUndefined();
    } finally {
      clearTimeout(timer);
    }
  });
});
