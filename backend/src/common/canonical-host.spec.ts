// Issue 40 item 9: pages move to PUBLIC_URL's host before a payment round trip can lose the visit's host.
import { describe, expect, it } from '@jest/globals';
import { canonicalLocation } from './canonical-host.js';

const PUBLIC = 'https://shop.example.at';
const page = (host: string | undefined, originalUrl = '/store/wien?x=1', extra: object = {}) => ({
  method: 'GET',
  host,
  path: originalUrl.split('?')[0]!,
  originalUrl,
  accept: 'text/html,application/xhtml+xml',
  ...extra,
});

describe('canonical host of the storefront pages', () => {
  it.each([
    ['www. host', page('www.shop.example.at'), 'https://shop.example.at/store/wien?x=1'],
    ['the server IP', page('203.0.113.7'), 'https://shop.example.at/store/wien?x=1'],
    ['the canonical host (any case)', page('Shop.Example.AT'), null],
    ['no host header', page(undefined), null],
    ['an API call', page('www.shop.example.at', '/api/orders'), null],
    ['the payment return', page('www.shop.example.at', '/api/payments/u/h/return'), null],
    ['a health check', page('10.0.0.5', '/health/ready'), null],
    ['live connection', page('www.shop.example.at', '/socket.io/?EIO=4'), null],
    ['an asset', page('www.shop.example.at', '/assets/index-abc.js'), null],
    ['not HTML', page('www.shop.example.at', '/store/wien', { accept: '*/*' }), null],
    ['a POST', page('www.shop.example.at', '/store/wien', { method: 'POST' }), null],
  ])('%s', (_name, request, expected) => {
    expect(canonicalLocation(PUBLIC, request)).toBe(expected);
  });

  it('keeps a port of PUBLIC_URL', () => {
    expect(canonicalLocation('http://shop.test:8080', page('127.0.0.1:8080', '/'))).toBe('http://shop.test:8080/');
  });
});
