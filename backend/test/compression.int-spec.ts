import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';

// Issue 17 item 1: the build's .br/.gz copies are served by Accept-Encoding with Vary; without the header
// the plain file; hashed assets immutable, the page revalidated; JSON above 1 KB compressed on the fly.
describe('compression and caching of the built frontend', () => {
  let t: TestApp;
  let dist: string;
  // Distinct bodies, so the test sees which file was sent (not only that some encoding was claimed).
  const plain = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const brBody = brotliCompressSync(Buffer.from(`${plain}//br`));
  const gzBody = gzipSync(Buffer.from(`${plain}//gz`));

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bw-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), plain);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brBody);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), gzBody);
    writeFileSync(join(dist, 'assets', 'small-def456.css'), 'a{color:red}');
    t = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    if (http().listening) await new Promise((ok) => http().close(ok));
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const http = () => t.http as Server;

  /** The bytes as sent: supertest would decode br/gzip itself and hide which file went out. */
  const raw = async (path: string, acceptEncoding?: string) => {
    const server = http();
    if (!server.listening) await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  };

  it('Accept-Encoding: br gets the brotli copy with its type, Vary and immutable caching', async () => {
    const res = await raw('/assets/main-abc123.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(Number(res.headers['content-length'])).toBe(brBody.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(`${plain}//br`);
  });

  it('gzip when brotli is not accepted, or weighted lower', async () => {
    for (const accept of ['gzip', 'gzip;q=1, br;q=0.5', 'deflate, gzip']) {
      const res = await raw('/assets/main-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(`${plain}//gz`);
    }
  });

  it('without Accept-Encoding (or identity only) the plain file, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await raw('/assets/main-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.toString()).toBe(plain);
    }
  });

  it('a file the build did not compress (too small) goes out plain; a missing asset is a 404', async () => {
    const res = await request(t.http).get('/assets/small-def456.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('a{color:red}');
    await request(t.http).get('/assets/gone-000000.js').set('Accept-Encoding', 'br').expect(404);
  });

  it('pages are revalidated, never immutable', async () => {
    const res = await request(t.http).get('/store/wien-neubau').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root">');
  });

  it('JSON answers above 1 KB are compressed on the fly, small ones are not', async () => {
    const big = await raw('/api/init', 'br');
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(big.body).toString()) as { data: unknown };
    expect(json.data).toBeTruthy();
    const small = await raw('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
