import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { webhookAddressProblem, type WebhookHostPolicy } from '@bestell/domain';
import { Agent } from 'undici';

/**
 * Resolves a host name to all its addresses (dns.lookup with all: true). Injectable (WEBHOOK_LOOKUP) so
 * tests can simulate DNS.
 */
export type WebhookLookup = (
  hostname: string,
  options: { family?: number; hints?: number },
) => Promise<LookupAddress[]>;

/** Nest token of the WebhookLookup the delivering HTTP client resolves host names with. */
export const WEBHOOK_LOOKUP = 'WEBHOOK_LOOKUP';

export const systemLookup: WebhookLookup = (hostname, options) =>
  dns.lookup(hostname, { family: options.family ?? 0, hints: options.hints, all: true });

/** A delivery refused because its host name resolved to an address the policy does not allow. */
export class AddressNotAllowedError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
}

/** The AddressNotAllowedError behind a failed fetch (undici wraps the socket's error as `cause`), or null. */
export function addressRefusal(err: unknown): AddressNotAllowedError | null {
  for (let e = err; e instanceof Error; e = (e as { cause?: unknown }).cause)
    if (e instanceof AddressNotAllowedError) return e;
  return null;
}

/**
 * The socket's DNS lookup for webhook deliveries: resolves every address of the name and fails with an
 * AddressNotAllowedError when any of them is not allowed (webhookAddressProblem: public only in
 * production, loopback too in development/test, configured hosts as configured). The socket connects
 * only to addresses this returned, so a name cannot pass the check and then connect elsewhere. IP literals
 * never come here (net connects to them directly): webhookUrlProblem checks those before each delivery.
 */
export function guardedLookup(policy: WebhookHostPolicy, resolve: WebhookLookup): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname, { family, hints: options.hints }).then(
      (addresses) => {
        if (addresses.length === 0) {
          const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          return callback(err, '', 0);
        }
        for (const { address } of addresses) {
          const problem = webhookAddressProblem(hostname, address, policy);
          if (problem) return callback(new AddressNotAllowedError(problem), '', 0);
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** The connection pool webhook deliveries go through (fetch's `dispatcher`), with the guarded lookup. */
export function webhookDispatcher(policy: WebhookHostPolicy, resolve: WebhookLookup = systemLookup): Agent {
  return new Agent({ connect: { lookup: guardedLookup(policy, resolve) } });
}
