import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { verifyDatatransSignature } from '../payments/index.js';
import { InvalidAddressError, safeMessage } from '../mail/index.js';
import { OUTBOX_TOPICS, queueOf } from '../outbox/index.js';
import { backoffMs, isJobOf, JobProcessor, type JobRun, processorsByQueue, QUEUE_NAMES, runAttempt } from './job.js';
import { receiptEscPos, receiptMarkup, type ReceiptOrder } from './printing/receipt.js';
import { msisdn } from './sms/sms-sender.js';

const mail = { to: 'maria@example.at', subject: 'Ihre Bestellung', text: 't', html: '<p>t</p>' };

describe('mail headers cannot be injected', () => {
  it('refuses recipients with line breaks, lists or display names', () => {
    for (const to of ['a@b.at\r\nBcc: x@y.at', 'a@b.at, c@d.at', 'a@b.at;c@d.at', 'Eve <e@x.at>', 'kein-mail']) {
      expect(() => safeMessage({ ...mail, to })).toThrow(InvalidAddressError);
    }
  });
  it('strips CR/LF from the subject', () => {
    expect(safeMessage({ ...mail, subject: 'Hallo\r\nBcc: x@y.at' }).subject).toBe('Hallo Bcc: x@y.at');
  });
});

describe('receipt', () => {
  const order: ReceiptOrder = {
    ticketNumber: 42,
    isDelivery: false,
    isDineIn: true,
    isPreorder: false,
    isQuotation: false,
    appointmentDate: new Date('2026-05-01T10:30:00Z'),
    tableIdentifier: 'T1',
    comment: 'Bitte | ohne {Zwiebel}',
    firstName: 'Maria',
    lastName: 'Huber',
    companyName: '',
    phone: '+43 664 1234567',
    street: '',
    zipCode: '',
    city: '',
    deliveryGross: '0.00',
    totalGross: '17.10',
    taxes: { '10': '1.55' },
    isApproximate: true,
    paymentMethod: 'cash',
    createdAt: new Date('2026-05-01T09:00:00Z'),
    items: [
      {
        product: { name: 'Bergkäse', calculationModel: 'approximate' },
        amount: 0.3,
        unit: 'kilogram',
        parts: [],
        total: '9.00',
      },
      {
        product: { name: 'Menü', calculationModel: 'fixed' },
        amount: 1,
        unit: 'piece',
        parts: [{ name: 'Groß', value: '12.90', modifier: 'overwrite' }, [], 'extra scharf'],
        total: '8.10',
      },
    ],
  };
  const markup = receiptMarkup(order, {
    name: 'Filiale Wien',
    street: 'Ring 1',
    zipCode: '1010',
    city: 'Wien',
    phone: '',
  });

  it('shows ticket, type, appointment, table, items with parts, units, comment, totals, taxes and ca.', () => {
    expect(markup).toContain('^^^42');
    expect(markup).toContain('Vor Ort');
    expect(markup).toContain('01.05.2026 12:30');
    expect(markup).toContain('^Tisch: | ^T1');
    expect(markup).toContain('0,3 kg Bergkäse | ca. 9,00 €');
    expect(markup).toContain('1 Stk. Menü | 8,10 €');
    // Options by step name (the product has no step names here), indented with receiptline's fixed space.
    expect(markup).toContain('~~Schritt 1: Groß |');
    expect(markup).toContain('~~Schritt 3: extra scharf |');
    expect(markup).toContain('Kommentar: Bitte \\| ohne \\{Zwiebel\\}');
    expect(markup).toContain('^Summe | ^ca. 17,10 €');
    expect(markup).toContain('inkl. 10 % MwSt. | 1,55 €');
    expect(markup).toContain('Zahlung: | Barzahlung');
  });
  it('renders ESC/POS bytes starting with ESC @', () => {
    const bytes = receiptEscPos(markup);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(bytes.toString('latin1')).toContain('42');
  });
});

describe('jobs', () => {
  it('refuses to boot when a queue has no processor', () => {
    const p = (queue: string) => ({ queue }) as unknown as JobProcessor;
    expect(() => processorsByQueue([p('printing'), p('email'), p('sms')])).toThrow('payment-status');
    expect(() => processorsByQueue([p('printing'), p('email'), p('sms'), p('payment-status')])).toThrow('images');
    expect(processorsByQueue([p('printing'), p('email'), p('sms'), p('payment-status'), p('images')]).size).toBe(5);
  });
  it('routes each job topic to its queue from the one registry', () => {
    const jobs = OUTBOX_TOPICS.filter((t) => queueOf(t) !== null).map((t) => `${t} -> ${queueOf(t)}`);
    expect(jobs).toEqual([
      'print -> printing',
      'production-print -> printing',
      'email -> email',
      'sms -> sms',
      'payment-check -> payment-status',
      'image-variants -> images',
      'contact-form -> email',
      'staff-schedule-mail -> email',
      'staff-schedule-sms -> sms',
      'webhook -> webhooks',
      'webhook-disabled -> webhooks',
    ]);
    expect(QUEUE_NAMES).toEqual(['printing', 'email', 'sms', 'payment-status', 'images']);
  });
  it.each([
    ['email', 'email', true],
    ['contact-form', 'email', true],
    ['staff-schedule-sms', 'email', false],
    ['print', 'email', false],
    ['order.placed', 'email', false],
    ['unknown', 'email', false],
  ] as const)('a job named %s belongs to queue %s: %s', (name, queue, expected) => {
    const job = { id: 'outbox-1', name, data: { outboxId: '1' }, attempt: 1, maxAttempts: 1 };
    expect(isJobOf(queue, job)).toBe(expected);
  });
  it('runs a job by its name and fails a foreign name for good, without calling the processor', async () => {
    const seen: string[] = [];
    class Sms extends JobProcessor<'sms'> {
      readonly queue = 'sms';
      async process(run: JobRun<'sms'>): Promise<void> {
        seen.push(run.name === 'sms' ? `order ${run.data.orderId}` : `notice ${run.data.userId}`);
      }
    }
    const job = (name: string, data: object) => ({ id: 'outbox-1', name, data, attempt: 1, maxAttempts: 5 });
    await runAttempt(new Sms(), job('sms', { outboxId: '1', orderId: 'o1', version: 1 }));
    await runAttempt(new Sms(), job('staff-schedule-sms', { outboxId: '2', userId: 'u1' }));
    await expect(runAttempt(new Sms(), job('print', { outboxId: '3', orderId: 'o2' }))).rejects.toThrow(
      'Job print gehört nicht in die Queue sms',
    );
    expect(seen).toEqual(['order o1', 'notice u1']);
  });
  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(2000, a))).toEqual([2000, 4000, 8000, 16000]);
  });
  it('normalises phone numbers for the SMS provider', () => {
    expect(msisdn('+43 664 1234567')).toBe('436641234567');
    expect(msisdn('0664/1234567')).toBe('436641234567');
    expect(msisdn('0049 170 1234567')).toBe('491701234567');
    expect(msisdn('abc')).toBeNull();
  });
});

describe('Datatrans signature', () => {
  const key = 'ab'.repeat(32);
  const body = Buffer.from('{"transactionId":"1"}');
  const sign = (t: number, k = key, b = body) =>
    `t=${t},s0=${createHmac('sha256', Buffer.from(k, 'hex')).update(String(t)).update(b).digest('hex')}`;
  const now = 1_800_000_000_000;
  it('accepts a fresh signature over timestamp + raw body', () => {
    expect(verifyDatatransSignature(sign(now), body, key, now)).toBe(true);
  });
  it('refuses a forged, tampered, stale or malformed signature', () => {
    expect(verifyDatatransSignature(sign(now, 'cd'.repeat(32)), body, key, now)).toBe(false);
    expect(verifyDatatransSignature(sign(now), Buffer.from('{"transactionId":"2"}'), key, now)).toBe(false);
    expect(verifyDatatransSignature(sign(now - 6 * 60_000), body, key, now)).toBe(false);
    expect(verifyDatatransSignature('t=abc,s0=zz', body, key, now)).toBe(false);
    expect(verifyDatatransSignature(undefined, body, key, now)).toBe(false);
  });
});
