import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { type ContactSubmissionView, HTTP, OWN_TEXTS, VALIDATION } from '@bestell/domain';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { EmailProcessor } from '../src/jobs/email/email.processor.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { decodeQp, drained, type ReceivedMail, SmtpSink, until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 15 item 5 on real PostgreSQL: POST /api/custom/contact-form stores the submission and, in the
// same transaction, an outbox row whose e-mail job mails the shop once (SMTP sink); a filled honeypot
// gets the same answer and leaves nothing behind; German 422s per field; CR/LF in names never becomes
// a header; 429 past RATE_LIMIT_CONTACT_PER_IP. TRUST_PROXY=loopback: X-Forwarded-For names the client,
// so each test counts against an IP of its own.
const SHOP = 'kontakt@sonnleitner.at';
const LIMIT = 3;
const VALID = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  phone: '0664 1234567',
  comment: 'Haben Sie am Samstag eine Sachertorte für 12 Personen?',
  dataProtection: true,
  website: '',
};

let ipCounter = 0;
/** A client IP no other request of this file used. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/** The header block of a raw message, folded lines joined. */
const headersOf = (mail: ReceivedMail): string[] =>
  mail.raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
const header = (mail: ReceivedMail, name: string): string | undefined =>
  headersOf(mail)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

async function count(t: TestApp, sql: string): Promise<number> {
  const [row] = (await t.ds.query(sql)) as { n: number }[];
  return row!.n;
}
const submissions = (t: TestApp) => count(t, `SELECT count(*)::int AS n FROM "contact_submission"`);
const contactRows = (t: TestApp) => count(t, `SELECT count(*)::int AS n FROM "outbox" WHERE "topic" = 'contact-form'`);

/** Positive signal: the submission's outbox row is published, its mail is marked done and mailedAt is set. */
async function mailed(t: TestApp, submissionId: string): Promise<void> {
  await until(
    async () => {
      const [row] = (await t.ds.query(
        `SELECT (SELECT "mailedAt" FROM "contact_submission" WHERE "id" = $1) AS "mailedAt",
                (SELECT count(*)::int FROM "outbox" WHERE "topic" = 'contact-form'
                   AND "payload"->>'submissionId' = $1::text AND "sentAt" IS NULL) AS "pending",
                (SELECT "state" FROM "sent_effect" WHERE "orderId" = $1 AND "kind" = 'email:contact-form') AS "state"`,
        [submissionId],
      )) as { mailedAt: Date | null; pending: number; state: string | null }[];
      return row!.mailedAt !== null && row!.pending === 0 && row!.state === 'done';
    },
    30_000,
    `contact mail of ${submissionId}`,
  );
}

describe('contact form (in-process e-mail job)', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  const smtp = new SmtpSink();

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      CONTACT_FORM_TO: SHOP,
      JOB_BACKOFF_MS: '50',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_CONTACT_PER_IP: String(LIMIT),
    });
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const send = (body: unknown, ip = freshIp()) =>
    request(t.http)
      .post('/api/custom/contact-form')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const list = async (who: Staff = admin): Promise<ContactSubmissionView[]> =>
    (await who.get('/api/contact-submissions').expect(200)).body.data;
  const mailsTo = (submission: ContactSubmissionView) =>
    smtp.mails.filter((m) => decodeQp(m.raw).includes(submission.comment));

  it('migration leaves nothing for TypeORM to change in the contact_submission table', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"contact_submission"/.test(q))).toEqual([]);
  });

  it('stores the submission and mails the shop exactly once, with Reply-To the visitor', async () => {
    const res = await send(VALID).expect(201);
    expect(res.body).toEqual({ data: { received: true } });
    const [stored] = await list();
    expect(stored).toMatchObject({
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.at',
      phone: '0664 1234567',
      comment: VALID.comment,
    });
    await mailed(t, stored!.id);
    // A redelivered job (BullMQ is at-least-once) finds the ledger's done mark and sends nothing.
    await t.app.get(EmailProcessor).process({
      id: 'outbox-redelivered',
      name: 'contact-form',
      data: { outboxId: '0', submissionId: stored!.id },
      attempt: 1,
      maxAttempts: 1,
    });
    // A later submission's mail is the positive signal that nothing of the first is still on its way.
    const later = { ...VALID, firstName: null, email: null, comment: 'Zweite Anfrage: Brot für Montag.' };
    await send(later).expect(201);
    const [second] = await list();
    expect(second!.comment).toBe(later.comment);
    await mailed(t, second!.id);

    expect(mailsTo(stored!)).toHaveLength(1);
    expect(mailsTo(second!)).toHaveLength(1);
    const mail = mailsTo(stored!)[0]!;
    expect(mail.to).toEqual([SHOP]);
    expect(header(mail, 'Reply-To')).toBe('anna@example.at');
    expect(header(mail, 'Subject')).toBe('Kontaktanfrage von Anna Huber');
    const body = decodeQp(mail.raw);
    expect(body).toContain('Telefon: 0664 1234567');
    expect(body).toContain('E-Mail: anna@example.at');
    // Without an address there is no Reply-To, and the text says to call back.
    const noAddress = mailsTo(second!)[0]!;
    expect(header(noAddress, 'Reply-To')).toBeUndefined();
    expect(decodeQp(noAddress.raw)).toContain('Huber hat keine E-Mail-Adresse angegeben; bitte rufen Sie zurück.');
    expect((await list()).find((s) => s.id === stored!.id)!.mailedAt).not.toBeNull();
  });

  it('a filled honeypot gets the same answer but stores and mails nothing', async () => {
    const [rows, outbox] = [await submissions(t), await contactRows(t)];
    const res = await send({ ...VALID, comment: 'Billig Uhren kaufen', website: 'https://spam.example' }).expect(201);
    expect(res.body).toEqual({ data: { received: true } });
    // The row and its outbox row would have been written in the request's transaction: none exists.
    expect(await submissions(t)).toBe(rows);
    expect(await contactRows(t)).toBe(outbox);
    expect(smtp.mails.some((m) => decodeQp(m.raw).includes('Billig Uhren'))).toBe(false);
  });

  it.each([
    ['lastName missing', { lastName: '' }, 'lastName', OWN_TEXTS.lastNameRequired],
    ['phone missing', { phone: '  ' }, 'phone', OWN_TEXTS.phoneRequired],
    ['phone not a number', { phone: 'ruf an' }, 'phone', OWN_TEXTS.contentPhoneInvalid],
    ['comment missing', { comment: undefined }, 'comment', OWN_TEXTS.contactCommentRequired],
    ['email invalid', { email: 'anna@' }, 'email', OWN_TEXTS.emailInvalid],
    [
      'email with a second header',
      { email: 'anna@example.at\r\nBcc: evil@example.com' },
      'email',
      OWN_TEXTS.emailInvalid,
    ],
    ['dataProtection not ticked', { dataProtection: false }, 'dataProtection', OWN_TEXTS.privacyPolicyRequired],
    ['lastName too long', { lastName: 'x'.repeat(101) }, 'lastName', VALIDATION.tooLong(100)],
    ['an unknown field', { subject: 'Hallo' }, 'subject', VALIDATION.extraField],
  ])('422 when %s, German message on the field, nothing stored', async (_name, patch, field, message) => {
    const rows = await submissions(t);
    const res = await send({ ...VALID, ...patch }).expect(422);
    expect(res.body).toEqual({ errors: [{ field, message }] });
    expect(await submissions(t)).toBe(rows);
  });

  it('firstName and email are optional; every missing field is reported at once', async () => {
    await send({ lastName: 'Gruber', phone: '+43 316 123456', comment: 'Rückruf bitte.', dataProtection: true }).expect(
      201,
    );
    const res = await send({}).expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'lastName',
      'phone',
      'comment',
      'dataProtection',
    ]);
  });

  it('a header injection attempt in the names stays in the body: one recipient, no extra headers', async () => {
    const attempt = {
      ...VALID,
      firstName: 'Eve\r\nSubject: Gewonnen',
      lastName: 'Huber\r\nBcc: evil@example.com\nX-Injected: 1',
      comment: 'Hallo\r\n\r\nBcc: evil@example.com\r\n<script>alert(1)</script>',
    };
    await send(attempt).expect(201);
    const [stored] = await list();
    expect(stored!.firstName).toBe('Eve Subject: Gewonnen');
    expect(stored!.lastName).toBe('Huber Bcc: evil@example.com X-Injected: 1');
    await mailed(t, stored!.id);
    const mail = smtp.mails.find((m) => decodeQp(m.raw).includes('alert(1)'))!;
    expect(mail.to).toEqual([SHOP]);
    const names = headersOf(mail).map((line) => line.split(':')[0]!.toLowerCase());
    expect(names.filter((n) => ['bcc', 'cc', 'x-injected'].includes(n))).toEqual([]);
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    expect(header(mail, 'Subject')).toBe(
      'Kontaktanfrage von Eve Subject: Gewonnen Huber Bcc: evil@example.com X-Injected: 1',
    );
    expect(header(mail, 'Reply-To')).toBe('anna@example.at');
    // The HTML part carries the comment escaped; the text part is plain text.
    const htmlPart = decodeQp(mail.raw).split(/Content-Type: text\/html/)[1]!;
    expect(htmlPart).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(htmlPart).not.toContain('<script>');
  });

  it('429 with Retry-After and the German message past the per-IP limit; other IPs still pass', async () => {
    const ip = freshIp();
    // Every submission counts, refused ones and honeypot hits included.
    await send(VALID, ip).expect(201);
    await send({ ...VALID, phone: '' }, ip).expect(422);
    await send({ ...VALID, website: 'x' }, ip).expect(201);
    const rows = await submissions(t);
    const res = await send(VALID, ip).expect(429);
    expect(res.body).toEqual({ errors: [{ message: HTTP.tooManyRequests }] });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await submissions(t)).toBe(rows);
    await send(VALID).expect(201);
  });

  it('admins read the list newest first, only admins delete, no create or update, not part of /api/init', async () => {
    const all = await list(admin);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(all[0]!).sort()).toEqual(
      ['branch', 'comment', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'mailedAt', 'phone'].sort(),
    );
    expect(all[0]!.branch).toBeNull();
    expect((await admin.get(`/api/contact-submissions/${all[0]!.id}`).expect(200)).body.data.id).toBe(all[0]!.id);
    // Sent for no branch: the shop's as a whole, so an employee neither lists nor reads them (issue 36).
    expect(await list(employee)).toEqual([]);
    await employee.get(`/api/contact-submissions/${all[0]!.id}`).expect(404);
    await request(t.http).get('/api/contact-submissions').expect(401);
    await employee.del(`/api/contact-submissions/${all[0]!.id}`).expect(403);
    await admin.post('/api/contact-submissions', { lastName: 'X' }).expect(404);
    await admin.put(`/api/contact-submissions/${all[0]!.id}`, { lastName: 'X' }).expect(404);
    await admin.del(`/api/contact-submissions/${all[0]!.id}`).expect(200);
    await admin.get(`/api/contact-submissions/${all[0]!.id}`).expect(404);
    expect((await list()).map((s) => s.id)).toEqual(all.slice(1).map((s) => s.id));
    const init = (await admin.get('/api/init').expect(200)).body.data as { url: string }[];
    expect(init.map((e) => e.url)).not.toContain('/api/contact-submissions');
  });
});

// Issue 36: a submission names the branch it is for. The Wien employee reads only Wien's, admins all
// (branchless ones are admins' only); the mail goes to that branch's inbox with every header value on
// one line.
describe('contact form per branch: scope and inbox (issue 36)', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  let wien: string;
  let graz: string;
  const smtp = new SmtpSink();
  let senderCounter = 0;
  /** A sender address no other request of this describe used. */
  const freshSender = () => `besuch${++senderCounter}@example.at`;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      CONTACT_FORM_TO: SHOP,
      JOB_BACKOFF_MS: '50',
      TRUST_PROXY: 'loopback',
    });
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
    wien = (await admin.get('/api/branches/wien-neubau').expect(200)).body.data.id;
    graz = (await admin.get('/api/branches/graz-lend').expect(200)).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const send = (patch: object, ip = freshIp()) =>
    request(t.http)
      .post('/api/custom/contact-form')
      .set('X-Forwarded-For', ip)
      .send({ ...VALID, email: freshSender(), ...patch });
  const list = async (who: Staff): Promise<ContactSubmissionView[]> =>
    (await who.get('/api/contact-submissions').expect(200)).body.data;
  const byComment = async (comment: string) => (await list(admin)).find((s) => s.comment === comment)!;

  it('the Wien employee lists and reads only Wien submissions; Graz and branchless ones are 404; admins see all', async () => {
    await send({ branch: wien, comment: 'Für Wien: Torte am Samstag?' }).expect(201);
    await send({ branch: graz, comment: 'Für Graz: Brot am Montag?' }).expect(201);
    await send({ comment: 'Ohne Filiale: Gutscheine?' }).expect(201);
    const forWien = await byComment('Für Wien: Torte am Samstag?');
    const forGraz = await byComment('Für Graz: Brot am Montag?');
    const forShop = await byComment('Ohne Filiale: Gutscheine?');
    expect(forWien.branch).toEqual({ id: wien, name: expect.any(String) });
    expect(forGraz.branch).toEqual({ id: graz, name: expect.any(String) });
    expect(forShop.branch).toBeNull();

    expect((await list(employee)).map((s) => s.id)).toEqual([forWien.id]);
    expect((await employee.get(`/api/contact-submissions/${forWien.id}`).expect(200)).body.data.id).toBe(forWien.id);
    for (const hidden of [forGraz, forShop]) {
      const res = await employee.get(`/api/contact-submissions/${hidden.id}`).expect(404);
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    }
    expect((await list(admin)).map((s) => s.id)).toEqual(expect.arrayContaining([forWien.id, forGraz.id, forShop.id]));
  });

  it('422 on the branch field for an id that is no branch, or no id at all; nothing stored', async () => {
    const rows = await submissions(t);
    for (const branch of ['00000000-0000-4000-8000-000000000000', 'wien-neubau']) {
      const res = await send({ branch }).expect(422);
      expect(res.body).toEqual({ errors: [{ field: 'branch', message: OWN_TEXTS.contactBranchUnknown }] });
    }
    expect(await submissions(t)).toBe(rows);
  });

  it("mails the branch's inbox; CR/LF in the names and the branch name are folded to one space in Subject", async () => {
    await t.ds.query(`UPDATE "branch" SET "email" = 'graz-inbox@sonnleitner.at', "name" = $2 WHERE "id" = $1`, [
      graz,
      'Graz\r\nBcc: evil@example.com\u2028X-Injected: 1',
    ]);
    const comment = 'Bitte um Rückruf wegen der Hochzeitstorte.';
    await send({
      branch: graz,
      firstName: 'Eve\r\nSubject: Gewonnen',
      lastName: 'Huber\nCc: evil@example.com',
      comment,
    }).expect(201);
    const stored = await byComment(comment);
    await mailed(t, stored.id);
    const mail = smtp.mails.find((m) => decodeQp(m.raw).includes(comment))!;
    expect(mail.to).toEqual(['graz-inbox@sonnleitner.at']);
    const names = headersOf(mail).map((line) => line.split(':')[0]!.toLowerCase());
    expect(names.filter((n) => ['bcc', 'cc', 'x-injected'].includes(n))).toEqual([]);
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    expect(header(mail, 'Subject')).toBe(
      'Kontaktanfrage von Eve Subject: Gewonnen Huber Cc: evil@example.com an Graz Bcc: evil@example.com X-Injected: 1',
    );
  });
});

// Issue 36: the form is limited per sender address and per branch inbox as well as per IP, counted in
// Redis (shared by every API process). No worker runs here: the mails' jobs wait in their queue.
describe('contact form limits per sender and inbox in Redis (issue 36)', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const PREFIX = `bw-contact-limits-${process.pid}-${Date.now()}`;
  const PER_SENDER = 3;
  const PER_INBOX = 5;
  let t: TestApp;
  let admin: Staff;
  let wien: string;
  let graz: string;
  let senderCounter = 0;
  const freshSender = () => `limit${++senderCounter}@example.at`;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_CONTACT_PER_SENDER: String(PER_SENDER),
      RATE_LIMIT_CONTACT_PER_INBOX: String(PER_INBOX),
    });
    admin = await login(t.http, DEMO.admin);
    wien = (await admin.get('/api/branches/wien-neubau').expect(200)).body.data.id;
    graz = (await admin.get('/api/branches/graz-lend').expect(200)).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
  });

  const send = (patch: object, ip = freshIp()) =>
    request(t.http)
      .post('/api/custom/contact-form')
      .set('X-Forwarded-For', ip)
      .send({ ...VALID, email: freshSender(), ...patch });
  const newBranch = async (identifier: string) =>
    (await admin.post('/api/branches', { identifier, name: identifier }).expect(201)).body.data.id as string;
  /** The limiter's counters of one limit in Redis (keys hold hashes, never the address). */
  const redisCounters = async (limit: string) => {
    const redis = new Redis(REDIS_URL);
    try {
      return await redis.keys(`${PREFIX}:rl:${limit}:*`);
    } finally {
      redis.disconnect();
    }
  };

  it('the 4th submission of one sender address within the hour is 429 with Retry-After, whatever the IP or inbox', async () => {
    const lena = 'lena.berger@example.at';
    const linz = await newBranch('linz-test');
    // Three inboxes, three IPs, three spellings of one address: one sender.
    await send({ email: lena, branch: wien }).expect(201);
    await send({ email: 'Lena.Berger@Example.at', branch: graz }).expect(201);
    await send({ email: ` ${lena.toUpperCase()} ` }).expect(201);
    const rows = await submissions(t);
    const res = await send({ email: lena, branch: linz }).expect(429);
    expect(res.body).toEqual({ errors: [{ message: HTTP.tooManyRequests }] });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await submissions(t)).toBe(rows);
    // Another sender to the same inbox from the same kind of request still passes.
    await send({ branch: linz }).expect(201);
  });

  it('past RATE_LIMIT_CONTACT_PER_INBOX submissions for one branch within the hour: 429; other inboxes still pass', async () => {
    const salzburg = await newBranch('salzburg-test');
    for (let i = 0; i < PER_INBOX; i++) await send({ branch: salzburg }).expect(201);
    const rows = await submissions(t);
    const res = await send({ branch: salzburg }).expect(429);
    expect(res.body).toEqual({ errors: [{ message: HTTP.tooManyRequests }] });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await submissions(t)).toBe(rows);
    await send({ branch: wien }).expect(201);
  });

  it('counts in Redis, under the limit names, without the address in the key', async () => {
    const sender = await redisCounters('contactFormSender');
    const inbox = await redisCounters('contactFormInbox');
    expect(sender.length).toBeGreaterThan(0);
    expect(inbox.length).toBeGreaterThan(0);
    expect([...sender, ...inbox].join(' ')).not.toMatch(/@|example|branch:/);
  });
});

// Production path: the outbox row becomes a job of the 'email' queue, worked by the BullMQ runner.
describe('contact form through BullMQ (Redis)', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const PREFIX = `bw-contact-${process.pid}-${Date.now()}`;
  let t: TestApp;
  let admin: Staff;
  let runner: BullMqRunner;
  let email: Queue;
  const smtp = new SmtpSink();

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ REDIS_URL, QUEUE_PREFIX: PREFIX, SMTP_URL: smtp.url });
    admin = await login(t.http, DEMO.admin);
    runner = new BullMqRunner(t.app.get<JobProcessor[]>(JOB_PROCESSORS), {
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      concurrency: 5,
      lockSeconds: 5,
    });
    runner.start();
    email = new Queue('email', { connection: { url: REDIS_URL }, prefix: PREFIX });
  });
  afterAll(async () => {
    await runner?.close();
    await email?.close();
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
    await smtp.stop();
  });

  it('mails once through the email queue, to a branch address when CONTACT_FORM_TO is unset', async () => {
    // One branch keeps its address, so the fallback recipient is known.
    await t.ds.query(`UPDATE "branch" SET "email" = '' WHERE "email" <> 'wien@sonnleitner.at'`);
    await request(t.http).post('/api/custom/contact-form').send(VALID).expect(201);
    const [stored] = (await admin.get('/api/contact-submissions').expect(200)).body.data as ContactSubmissionView[];
    await mailed(t, stored!.id);
    await drained([email]);
    const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "topic" = 'contact-form'`)) as { id: string }[];
    const job = await email.getJob(`outbox-${row!.id}`);
    expect(job?.name).toBe('contact-form');
    expect(job?.data).toEqual({ outboxId: row!.id, submissionId: stored!.id });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['wien@sonnleitner.at']);
  });
});
