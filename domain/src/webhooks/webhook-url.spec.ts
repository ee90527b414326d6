import { describe, expect, it } from '@jest/globals';
import { addressRange, isPublicAddress, webhookAddressProblem, webhookUrlProblem } from './webhook-url.js';

// Issue 36 item 3: the literal check refuses every non-public address a production webhook URL can spell
// (ipaddr.js's ranges, not regular expressions), and the connect-time check refuses the same for the
// addresses a host name resolves to.
const dev = { allowedHosts: ['hooks.partner.at'], restricted: true };
const prod = { allowedHosts: [], restricted: false };

describe('webhookUrlProblem in production: address literals', () => {
  it.each([
    // IPv4-mapped and -compatible IPv6 carrying loopback / the cloud metadata address
    ['[::ffff:127.0.0.1]', 'ipv4Mapped'],
    ['[::ffff:169.254.169.254]', 'ipv4Mapped'],
    ['[::ffff:10.0.0.1]', 'ipv4Mapped'],
    ['[::127.0.0.1]', 'reserved'],
    // unspecified
    ['[::]', 'unspecified'],
    ['0.0.0.0', 'unspecified'],
    ['0.0.0.1', 'unspecified'],
    // carrier-grade NAT, benchmark, documentation, multicast, broadcast, reserved
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    // private, loopback, link-local (as before)
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.5', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['[::1]', 'loopback'],
    ['[fe80::1]', 'linkLocal'],
    ['[fc00::1]', 'uniqueLocal'],
    ['[fd12:3456::1]', 'uniqueLocal'],
    ['[ff02::1]', 'multicast'],
    ['[fec0::1]', 'deprecatedSiteLocal'],
    // IPv6 translations that can carry an internal IPv4 address
    ['[64:ff9b::7f00:1]', 'rfc6052'],
    ['[2002:7f00:1::]', '6to4'],
    ['[2001:db8::1]', 'reserved'],
    // spellings the URL parser normalises to 127.0.0.1
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['017700000001', 'loopback'],
  ])('refuses https://%s (%s)', (host, range) => {
    const hostname = new URL(`https://${host}/x`).hostname;
    expect(addressRange(hostname)).toBe(range);
    expect(webhookUrlProblem(`https://${host}/hook`, prod)).toBe(
      `Der Host „${hostname}“ ist für Webhooks nicht freigegeben.`,
    );
  });

  it.each(['93.184.216.34', '[2606:2800:220:1:248:1893:25c8:1946]', '8.8.8.8', 'example.com', 'hooks.partner.at'])(
    'allows the public https://%s',
    (host) => {
      expect(webhookUrlProblem(`https://${host}/hook`, prod)).toBeNull();
    },
  );

  it('refuses localhost names in production and keeps configured hosts as configured', () => {
    expect(webhookUrlProblem('https://localhost/x', prod)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('https://api.localhost/x', prod)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('http://10.1.2.3/x', { allowedHosts: ['10.1.2.3'], restricted: false })).toBeNull();
  });

  it('development and tests still reach only loopback and configured hosts', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://[::ffff:127.0.0.1]/x', dev)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('http://[::]/x', dev)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('http://10.0.0.1/x', dev)).toContain('nicht freigegeben');
  });
});

describe('webhookAddressProblem (the address a host name resolved to)', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '0.0.0.0',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fe80::1%eth0',
    'fd00::1',
    '224.0.0.1',
  ])('refuses %s in production, with the German reason', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(webhookAddressProblem('Hooks.Partner.example', address, prod)).toBe(
      `Adresse nicht erlaubt: hooks.partner.example zeigt auf eine nicht öffentliche Adresse (${address}).`,
    );
  });

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '1.1.1.1'])('allows the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
    expect(webhookAddressProblem('hooks.partner.example', address, prod)).toBeNull();
  });

  it('allows loopback in development/test only, and configured hosts whatever they resolve to', () => {
    expect(webhookAddressProblem('localhost', '127.0.0.1', dev)).toBeNull();
    expect(webhookAddressProblem('localhost', '::1', dev)).toBeNull();
    expect(webhookAddressProblem('evil.example', '10.0.0.1', dev)).toContain('nicht öffentliche Adresse');
    expect(webhookAddressProblem('hooks.partner.at', '10.0.0.1', dev)).toBeNull();
    expect(
      webhookAddressProblem('intern.firma.at', '10.0.0.1', { allowedHosts: ['intern.firma.at'], restricted: false }),
    ).toBeNull();
  });
});
