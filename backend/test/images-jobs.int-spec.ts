import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImageView } from '@bestell/domain';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { dataUrl } from './images.fixtures.js';
import { until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 14: the variants of an upload are rendered by the `images` job, fed through the outbox: the
// upload's transaction writes the row, the relay hands it to the in-process runner (embedded mode) or
// to BullMQ (jobId outbox-<row id>) where a worker runs the same processor.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const jpeg = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();

async function uploadAndAwait(t: TestApp, admin: Staff, dataDir: string) {
  const image = (await admin.post('/api/images', { data: dataUrl('image/jpeg', await jpeg(700)) }).expect(201)).body
    .data as ImageView;
  const [row] = (await t.ds.query(
    `SELECT "id", "payload" FROM "outbox" WHERE "topic" = 'image-variants' AND "payload"->>'imageId' = $1`,
    [image.id],
  )) as { id: string; payload: object }[];
  expect(row!.payload).toEqual({ imageId: image.id, version: 1 });
  await until(
    async () => ((await admin.get(`/api/images/${image.id}`).expect(200)).body.data as ImageView).variantsReady,
    30_000,
    'variants rendered by the job',
  );
  const folder = join(dataDir, 'images', image.id, '1');
  for (const variant of ['icon', 'thumbnail', 'tiny', 'small', 'original'])
    for (const format of ['jpg', 'webp']) expect(existsSync(join(folder, `${variant}.${format}`))).toBe(true);
  return { image, outboxId: String(row!.id) };
}

describe('images job, embedded mode (in-process runner)', () => {
  let t: TestApp;
  let admin: Staff;
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-images-job-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the variants from the outbox row written with the upload', async () => {
    const { outboxId } = await uploadAndAwait(t, admin, dataDir);
    const [row] = await t.ds.query(`SELECT "sentAt" FROM "outbox" WHERE "id" = $1`, [outboxId]);
    expect(row.sentAt).not.toBeNull();
  });
});

describe('images job, BullMQ mode', () => {
  let t: TestApp;
  let admin: Staff;
  let runner: BullMqRunner;
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-images-bull-'));
  const prefix = `bw-images-${process.pid}-${Date.now()}`;
  const queue = new Queue('images', { connection: { url: REDIS_URL }, prefix });

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, REDIS_URL, QUEUE_PREFIX: prefix });
    admin = await login(t.http, DEMO.admin);
    runner = new BullMqRunner(t.app.get<JobProcessor[]>(JOB_PROCESSORS), {
      redisUrl: REDIS_URL,
      prefix,
      concurrency: 2,
      lockSeconds: 30,
    });
    runner.start();
  });
  afterAll(async () => {
    await runner?.close();
    await queue.close();
    await t?.close();
    await deleteKeysUnder(REDIS_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a worker renders the variants from the BullMQ job whose id is the outbox row id', async () => {
    const { image, outboxId } = await uploadAndAwait(t, admin, dataDir);
    const job = await queue.getJob(`outbox-${outboxId}`);
    expect(job?.name).toBe('image-variants');
    expect(job?.data).toEqual({ outboxId, imageId: image.id, version: 1 });
    expect(await job!.isCompleted()).toBe(true);
  });
});
