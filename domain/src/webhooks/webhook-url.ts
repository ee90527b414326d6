import ipaddr from 'ipaddr.js';
import { PARTNER_TEXTS } from './webhook-events.js';

/**
 * Where webhooks may go. Development and tests reach loopback and the configured hosts only; production
 * needs https and, when hosts are configured, one of them; non-public addresses are refused there unless
 * configured (the worker must not become a door into the internal network). Two checks: the URL's literal
 * here (webhookUrlProblem, on registration and before each delivery), and the addresses a host name
 * resolves to when the delivery connects (webhookAddressProblem, called from the HTTP client's DNS lookup).
 */
export interface WebhookHostPolicy {
  /** Host names (lower case) always allowed; in production, when non-empty, the only ones allowed. */
  allowedHosts: readonly string[];
  /** Development/test: loopback and allowedHosts only, http allowed. */
  restricted: boolean;
}

/** IPv6 global unicast (2000::/3): the only block IANA hands out for public use. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The address of an IP literal host (`[::1]` with or without brackets, `127.0.0.1`), else null. */
function parseAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  return ipaddr.IPv6.isValid(bare) ? ipaddr.IPv6.parse(bare) : null;
}

/**
 * What ipaddr.js calls the range of an address literal ('unicast', 'loopback', 'private', 'ipv4Mapped',
 * 'carrierGradeNat', 'reserved', ...); IPv6 outside 2000::/3 (e.g. the IPv4-compatible ::127.0.0.1, which
 * ipaddr.js counts as unicast) is 'reserved'. null when `address` is no IP literal.
 */
export function addressRange(address: string): string | null {
  const ip = parseAddress(address);
  if (!ip) return null;
  const range = ip.range();
  if (ip.kind() === 'ipv6' && range === 'unicast' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return 'reserved';
  return range;
}

/**
 * A public address: plain unicast. Not private, loopback, link-local, unspecified, CGNAT, benchmark
 * (198.18.0.0/15), documentation, multicast, broadcast, reserved, unique-local, IPv4-mapped/-compatible or
 * translated IPv6 (NAT64, 6to4, Teredo: each could carry an internal IPv4 address).
 */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

/** 127.0.0.0/8 and ::1. */
export function isLoopbackAddress(address: string): boolean {
  return addressRange(address) === 'loopback';
}

const isLocalhostName = (host: string) => /^(.+\.)?localhost\.?$/.test(host);

/** null when `raw` is an allowed webhook URL, else the German reason. */
export function webhookUrlProblem(raw: string, policy: WebhookHostPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return PARTNER_TEXTS.urlInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return PARTNER_TEXTS.urlInvalid;
  if (url.username || url.password) return PARTNER_TEXTS.urlCredentials;
  // The WHATWG parser has normalised IPv4 literals (2130706433, 0x7f.1 -> 127.0.0.1) and IPv6 ones.
  const host = url.hostname.toLowerCase();
  const listed = policy.allowedHosts.includes(host);
  if (policy.restricted) {
    const loopback = host === 'localhost' || isLoopbackAddress(host);
    return listed || loopback ? null : PARTNER_TEXTS.urlHostNotAllowed(host);
  }
  if (url.protocol !== 'https:' && !listed) return PARTNER_TEXTS.urlHttpsRequired;
  if (policy.allowedHosts.length > 0) return listed ? null : PARTNER_TEXTS.urlHostNotAllowed(host);
  if (isLocalhostName(host)) return PARTNER_TEXTS.urlHostNotAllowed(host);
  const range = addressRange(host);
  return range === null || range === 'unicast' ? null : PARTNER_TEXTS.urlHostNotAllowed(host);
}

/**
 * null when a delivery to `host` may connect to `address` (one of the addresses its name resolved to),
 * else the German reason. Configured hosts are trusted as configured; development/test also reach
 * loopback; anything else must be a public address.
 */
export function webhookAddressProblem(host: string, address: string, policy: WebhookHostPolicy): string | null {
  const name = host.toLowerCase();
  if (policy.allowedHosts.includes(name)) return null;
  if (policy.restricted && isLoopbackAddress(address)) return null;
  return isPublicAddress(address) ? null : PARTNER_TEXTS.addressNotAllowed(name, address);
}
