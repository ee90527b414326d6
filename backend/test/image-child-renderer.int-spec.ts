import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ChildProcessRenderer } from '../src/media/images/child-renderer.js';
import { renderTargets } from '../src/media/images/image-processing.js';
import { buildDist, ROOT } from './build-dist.js';
import { pngImage } from './images.fixtures.js';

// Issue 37 item 10: the worker renders image variants in a child process that exits when idle, so libvips
// is not resident while the worker waits for receipts and mails. The child is the compiled entry, as in
// production (backend/dist/media/images/render-child.js).
const ENTRY = join(ROOT, 'backend/dist/media/images/render-child.js');
const TARGETS = [
  { width: 300, format: 'png' },
  { width: 120, format: 'webp' },
];
const MAX_PIXELS = 40_000_000;

/** Resolves once the process is gone (a positive signal, polled). */
async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((next) => setTimeout(next, 20));
  }
}

describe('ChildProcessRenderer', () => {
  let renderer: ChildProcessRenderer | null = null;
  beforeAll(() => buildDist());
  afterEach(async () => {
    await renderer?.close();
    renderer = null;
  });

  it('renders the same bytes as the API renders in its own process, in one child for consecutive renders', async () => {
    renderer = new ChildProcessRenderer(ENTRY);
    const source = await pngImage(640, 480, true);
    const inline = await renderTargets(source, 'png', TARGETS, MAX_PIXELS);
    const child = await renderer.renderTargets(source, 'png', TARGETS, MAX_PIXELS);
    expect(child.map((b) => Buffer.isBuffer(b))).toEqual([true, true]);
    expect(child.map((b, i) => b.equals(inline[i]!))).toEqual([true, true]);
    const pid = renderer.processId;
    expect(pid).not.toBeNull();
    await renderer.renderTargets(source, 'png', [TARGETS[1]!], MAX_PIXELS);
    expect(renderer.processId).toBe(pid);
  });

  it('answers a broken image with its error and keeps rendering', async () => {
    renderer = new ChildProcessRenderer(ENTRY);
    await expect(renderer.renderTargets(Buffer.from('not an image'), 'png', TARGETS, MAX_PIXELS)).rejects.toThrow();
    const [png] = await renderer.renderTargets(await pngImage(200, 100), 'png', [TARGETS[0]!], MAX_PIXELS);
    expect(png!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('fails the renders of a child that dies, and the next render starts a new one', async () => {
    renderer = new ChildProcessRenderer(ENTRY);
    const source = await pngImage(2400, 1800, true);
    const first = renderer.renderTargets(source, 'png', TARGETS, MAX_PIXELS);
    const pid = renderer.processId!;
    process.kill(pid, 'SIGKILL');
    await expect(first).rejects.toThrow(/Bildprozess beendet \(SIGKILL\)/);
    const [again] = await renderer.renderTargets(await pngImage(200, 100), 'png', [TARGETS[0]!], MAX_PIXELS);
    expect(again!.length).toBeGreaterThan(0);
    expect(renderer.processId).not.toBe(pid);
  });

  it('ends its child once idle, and forks a new one for the next render', async () => {
    renderer = new ChildProcessRenderer(ENTRY, 50);
    await renderer.renderTargets(await pngImage(200, 100), 'png', [TARGETS[0]!], MAX_PIXELS);
    const pid = renderer.processId!;
    await gone(pid);
    expect(renderer.processId).toBeNull();
    await renderer.renderTargets(await pngImage(200, 100), 'png', [TARGETS[1]!], MAX_PIXELS);
    expect(renderer.processId).not.toBeNull();
    expect(renderer.processId).not.toBe(pid);
  });
});
