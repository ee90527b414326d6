import { BOT_USER_AGENT_FRAGMENTS } from './data/bot-user-agents.js';
import { REFERRER_SPAM_DOMAINS } from './data/referrer-spam.js';

// Inputs of the cookieless visitor count (issue 20). The server hashes site + truncated IP + browser
// family with a salt of the day; neither the IP nor the user agent is stored, only this hash.

/** IPv4 to its /24 (last octet 0), IPv6 to its /48; anything unparsable to ''. */
export function truncateIp(ip: string): string {
  const raw = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  const v4 = mapped ? mapped[1]! : raw;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) {
    const parts = v4.split('.').map(Number);
    if (parts.some((p) => p > 255)) return '';
    return `${parts[0]}.${parts[1]}.${parts[2]}.0`;
  }
  const groups = expandIpv6(raw.split('%')[0]!);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : '';
}

function expandIpv6(ip: string): string[] | null {
  if (!ip.includes(':') || !/^[0-9a-f:.]+$/.test(ip)) return null;
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const all = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** Browser family only (no version, no platform): enough to tell two people behind one router apart. */
export function browserFamily(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (ua.includes('edg/') || ua.includes('edga/') || ua.includes('edgios/')) return 'Edge';
  if (ua.includes('opr/') || ua.includes('opera')) return 'Opera';
  if (ua.includes('samsungbrowser/')) return 'Samsung Internet';
  if (ua.includes('firefox/') || ua.includes('fxios/')) return 'Firefox';
  if (ua.includes('chrome/') || ua.includes('crios/') || ua.includes('chromium/')) return 'Chrome';
  if (ua.includes('safari/') || ua.includes('applewebkit/')) return 'Safari';
  return 'Other';
}

/** The text the visitor hash is computed over; the hash, never this text, is stored. */
export function visitorHashInput(site: string, ip: string, userAgent: string): string {
  return `${site.toLowerCase()}|${truncateIp(ip)}|${browserFamily(userAgent)}`;
}

/** Crawlers, monitors, previews and HTTP libraries, from the data list; an empty user agent too. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? '').trim().toLowerCase();
  if (ua === '') return true;
  return BOT_USER_AGENT_FRAGMENTS.some((f) => ua.includes(f));
}

/** Host of a referrer URL, lower case without 'www.'; '' when absent or not an http(s) URL. */
export function referrerHost(referrer: string | undefined | null): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A referrer from the spam list (the domain or any subdomain of it). */
export function isSpamReferrer(host: string): boolean {
  const h = host.toLowerCase();
  return h !== '' && REFERRER_SPAM_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const MAX_PATH = 300;
const MAX_UTM = 100;

/**
 * The stored form of a page address: path only, plus the utm parameters; every other query parameter
 * and the fragment are dropped (they may carry order hashes, e-mail addresses or tokens).
 */
export function cleanPageAddress(address: string): { path: string; utm: Utm } {
  let url: URL;
  try {
    url = new URL(address, 'http://x.invalid');
  } catch {
    return { path: '/', utm: {} };
  }
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) utm[key] = value.slice(0, MAX_UTM);
  }
  let path = url.pathname || '/';
  try {
    path = decodeURI(path);
  } catch {
    // keep the encoded form
  }
  return { path: path.slice(0, MAX_PATH), utm };
}
