import { type RenderTarget, renderTargets } from './image-processing.js';

/**
 * Where an image's renditions are computed (the pixel work of renderTargets). The API renders in its own
 * process; the worker process hands it to a child process (child-renderer.ts, issue 37 item 10).
 */
export interface ImageRenderer {
  renderTargets(
    source: Buffer,
    extension: string,
    targets: readonly RenderTarget[],
    maxPixels: number,
  ): Promise<Buffer[]>;
  close(): Promise<void>;
}

export const IMAGE_RENDERER = Symbol('IMAGE_RENDERER');

/** libvips in this process. */
export const inlineRenderer: ImageRenderer = { renderTargets, close: async () => undefined };
