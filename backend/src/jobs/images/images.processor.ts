import { Injectable } from '@nestjs/common';
import { ImagesService } from '../../media/index.js';
import { JobProcessor, type JobRun } from '../job.js';

/**
 * Renders an image's variants once after upload or replacement (issue 14). Idempotent: stored
 * renditions are skipped, and a job for a version that was replaced or deleted meanwhile does nothing.
 */
@Injectable()
export class ImagesProcessor extends JobProcessor<'images'> {
  readonly queue = 'images';

  constructor(private readonly images: ImagesService) {
    super();
  }

  async process(run: JobRun<'images'>): Promise<void> {
    await this.images.renderVariants(run.data.imageId, run.data.version);
  }
}
