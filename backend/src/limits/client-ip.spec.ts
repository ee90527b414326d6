import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../config/index.js';
import { ClientIp, limitKey } from './client-ip.js';

const from = (remoteAddress: string, forwarded?: string, proto?: string) =>
  ({
    socket: { remoteAddress },
    headers: {
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      ...(proto ? { 'x-forwarded-proto': proto } : {}),
    },
  }) as unknown as IncomingMessage;

const trust = (TRUST_PROXY: string) => new ClientIp(loadConfig({ TRUST_PROXY }).trustProxy);

// Issue 12 item 2: one client-IP function; X-Forwarded-For only counts when a configured proxy sent it.
describe('ClientIp', () => {
  it('ignores X-Forwarded-For by default: a client cannot pick its own address', () => {
    expect(trust('false').of(from('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
    expect(trust('0').of(from('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('takes the address the trusted hops saw, however the client pads the header', () => {
    const oneHop = trust('1');
    expect(oneHop.of(from('10.0.0.2', '203.0.113.9'))).toBe('203.0.113.9');
    // The client wrote "1.2.3.4" itself; the proxy appended the address it really saw.
    expect(oneHop.of(from('10.0.0.2', '1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9');
    const listed = trust('10.0.0.0/8, 127.0.0.1');
    expect(listed.of(from('10.0.0.2', '6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
    // A sender that is not a listed proxy is the client, whatever it claims.
    expect(listed.of(from('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4');
  });

  it('names IPv4-mapped addresses as IPv4 and counts IPv6 clients by their /64', () => {
    expect(trust('false').of(from('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('198.51.100.4')).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(trust('loopback').secure(from('127.0.0.1', undefined, 'https'))).toBe(true);
    expect(trust('loopback').secure(from('198.51.100.4', undefined, 'https'))).toBe(false);
    expect(trust('false').secure(from('127.0.0.1', undefined, 'https'))).toBe(false);
  });

  it.each(['false', '1', '2', 'loopback', '127.0.0.1/8, 10.0.0.0/8', 'true'])(
    'agrees with Express req.ip and req.secure for TRUST_PROXY=%s',
    async (value) => {
      const config = loadConfig({ TRUST_PROXY: value });
      const resolver = new ClientIp(config.trustProxy);
      const app = express();
      app.set('trust proxy', config.trustProxy);
      app.get('/', (req, res) => {
        res.json({ express: [req.ip, req.secure], ours: [resolver.of(req), resolver.secure(req)] });
      });
      for (const forwarded of ['203.0.113.9', '6.6.6.6, 10.1.2.3, 203.0.113.9', '']) {
        const res = await request(app).get('/').set('X-Forwarded-For', forwarded).set('X-Forwarded-Proto', 'https');
        expect(res.body.ours).toEqual([res.body.express[0].replace(/^::ffff:/, ''), res.body.express[1]]);
      }
    },
  );

  it('refuses TRUST_PROXY values that are neither a count nor proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'irgendwas' })).toThrow(/TRUST_PROXY:/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
