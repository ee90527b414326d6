// The child process of ChildProcessRenderer (child-renderer.ts): renders image targets with sharp for its
// parent over the IPC channel and exits when the parent disconnects. It imports nothing but the pixel code.
import { renderTargets } from './image-processing.js';
import type { RenderReply, RenderRequest } from './child-renderer.js';

process.on('message', (request: RenderRequest) => {
  const { id, source, extension, targets, maxPixels } = request;
  renderTargets(Buffer.from(source.buffer, source.byteOffset, source.byteLength), extension, targets, maxPixels).then(
    (images) => send({ id, images }),
    (err: unknown) => send({ id, error: err instanceof Error ? err.message : String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));

function send(reply: RenderReply): void {
  process.send?.(reply);
}
