import { Injectable } from '@nestjs/common';
import { ImagesService } from '../../media/index.js';
import { type ImageJobData, JobProcessor, type JobRun, type QueueName } from '../job.js';

/**
 * Renders an image's variants once after upload or replacement (issue 14). Idempotent: stored
 * renditions are skipped, and a job for a version that was replaced or deleted meanwhile does nothing.
 */
@Injectable()
export class ImagesProcessor extends JobProcessor<ImageJobData> {
  readonly queue: QueueName = 'images';

  constructor(private readonly images: ImagesService) {
    super();
  }

  async process(run: JobRun<ImageJobData>): Promise<void> {
    await this.images.renderVariants(run.data.imageId, run.data.version);
  }
}
