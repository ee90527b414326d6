import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RenderTarget } from './image-processing.js';
import type { ImageRenderer } from './image-renderer.js';

export interface RenderRequest {
  id: number;
  source: Uint8Array;
  extension: string;
  targets: readonly RenderTarget[];
  maxPixels: number;
}
export type RenderReply = { id: number; images: Uint8Array[] } | { id: number; error: string };

/** How long the child stays after its last render: one upload's jobs, or a seed's hundred, reuse it. */
const IDLE_MS = 30_000;
const CHILD_ENTRY = fileURLToPath(new URL('./render-child.js', import.meta.url));

/**
 * Renders in a child process that lives only while there is image work (issue 37 item 10). libvips, once
 * loaded, stays resident (~35 MB) and a large decode grows the heap it frees slowly; in the worker, which
 * otherwise waits for receipts and mails, that memory now goes away with the child 30 s after the last
 * image. A child that dies (a crash in libvips, an OOM kill) fails its renders; the job is retried and the
 * next render starts a new child, while printing and mail in the worker go on.
 */
export class ChildProcessRenderer implements ImageRenderer {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { child: ChildProcess; resolve: (images: Buffer[]) => void; reject: (err: Error) => void }
  >();
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly entry = CHILD_ENTRY,
    private readonly idleMs = IDLE_MS,
  ) {}

  renderTargets(
    source: Buffer,
    extension: string,
    targets: readonly RenderTarget[],
    maxPixels: number,
  ): Promise<Buffer[]> {
    const child = this.running();
    const id = this.nextId++;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    return new Promise<Buffer[]>((resolve, reject) => {
      this.pending.set(id, { child, resolve, reject });
      const request: RenderRequest = { id, source, extension, targets, maxPixels };
      child.send(request, (err) => {
        if (err) this.settle(id, { id, error: err.message });
      });
    });
  }

  /** The child's process id while one runs (tests watch it come and go). */
  get processId(): number | null {
    return this.child?.pid ?? null;
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** Ends the child now (worker shutdown); renders still running fail and their jobs are retried. */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.disconnect();
    await exited;
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    // The parent's heap flags do not suit a short pixel job; glibc's settings come with the environment.
    const child = fork(this.entry, [], { serialization: 'advanced', execArgv: [], stdio: 'inherit' });
    child.on('message', (reply: RenderReply) => this.settle(reply.id, reply));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      const reason = new Error(`Bildprozess beendet (${signal ?? code})`);
      for (const [id, waiting] of this.pending) {
        if (waiting.child !== child) continue;
        this.pending.delete(id);
        waiting.reject(reason);
      }
    });
    this.child = child;
    return child;
  }

  private settle(id: number, reply: RenderReply): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength)));
    if (this.pending.size === 0) this.scheduleExit();
  }

  private scheduleExit(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      this.idle = null;
      if (this.pending.size > 0 || !this.child) return;
      // The next render forks a new child; this one exits when its channel closes (render-child.ts).
      const child = this.child;
      this.child = null;
      child.disconnect();
    }, this.idleMs);
    this.idle.unref();
  }
}
