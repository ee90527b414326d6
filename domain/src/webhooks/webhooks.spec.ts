import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { webhookEventFor } from './webhook-events.js';
import { parseWebhookSignature, signWebhook, verifyWebhookSignature } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url.js';

describe('webhook signature', () => {
  const body = '{"id":"evt_1","type":"order.placed"}';

  it('is HMAC-SHA256 over timestamp.body, as node:crypto computes it', async () => {
    const header = await signWebhook('geheim', body, 1_700_000_000);
    const expected = createHmac('sha256', 'geheim').update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies a fresh signature and refuses forged, altered or stale ones', async () => {
    const now = 1_700_000_000;
    const header = await signWebhook('geheim', body, now);
    await expect(verifyWebhookSignature('geheim', body, header, now + 10)).resolves.toBe(true);
    await expect(verifyWebhookSignature('anders', body, header, now)).resolves.toBe(false);
    await expect(verifyWebhookSignature('geheim', `${body} `, header, now)).resolves.toBe(false);
    await expect(verifyWebhookSignature('geheim', body, header, now + 301)).resolves.toBe(false);
    await expect(verifyWebhookSignature('geheim', body, 't=abc,v1=00', now)).resolves.toBe(false);
  });

  it('parses only well-formed headers', () => {
    expect(parseWebhookSignature(`t=5,v1=${'a'.repeat(64)}`)).toEqual({ timestamp: 5, signature: 'a'.repeat(64) });
    expect(parseWebhookSignature('v1=abc')).toBeNull();
    expect(parseWebhookSignature('')).toBeNull();
  });
});

describe('webhookEventFor', () => {
  it.each([
    ['order.placed', undefined, 'order.placed'],
    ['order.updated', 'confirm', 'order.confirmed'],
    ['order.updated', 'acceptCounter', 'order.confirmed'],
    ['order.updated', 'inDelivery', 'order.ready'],
    ['order.updated', 'completed', 'order.completed'],
    ['order.updated', 'reject', 'order.cancelled'],
    ['order.updated', 'cancel', 'order.cancelled'],
    ['order.updated', 'editOrder', null],
    ['order.updated', 'updatePaymentStatus', null],
    ['order.deleted', undefined, null],
  ])('%s %s -> %s', (topic, action, event) => {
    expect(webhookEventFor(topic, action)).toBe(event);
  });
});

describe('webhookUrlProblem', () => {
  const dev = { allowedHosts: ['hooks.partner.at'], restricted: true };
  const prod = { allowedHosts: [], restricted: false };

  it('allows only loopback and configured hosts in development and tests', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', dev)).toBeNull();
    expect(webhookUrlProblem('http://localhost/hook', dev)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:80/hook', dev)).toBeNull();
    expect(webhookUrlProblem('https://hooks.partner.at/x', dev)).toBeNull();
    expect(webhookUrlProblem('https://example.com/x', dev)).toContain('example.com');
  });

  it('needs https and refuses internal addresses in production', () => {
    expect(webhookUrlProblem('https://example.com/x', prod)).toBeNull();
    expect(webhookUrlProblem('http://example.com/x', prod)).toContain('https');
    expect(webhookUrlProblem('https://127.0.0.1/x', prod)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('https://192.168.1.5/x', prod)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('https://10.0.0.1/x', prod)).toContain('nicht freigegeben');
    expect(webhookUrlProblem('https://example.com/x', { allowedHosts: ['a.at'], restricted: false })).toContain(
      'nicht freigegeben',
    );
  });

  it('refuses other schemes and credentials', () => {
    expect(webhookUrlProblem('ftp://127.0.0.1/x', dev)).toContain('gültige');
    expect(webhookUrlProblem('kein url', dev)).toContain('gültige');
    expect(webhookUrlProblem('http://a:b@127.0.0.1/x', dev)).toContain('Zugangsdaten');
  });
});
