import { Module } from '@nestjs/common';
import { FontsModule } from './fonts/fonts.module.js';
import { ImagesModule } from './images/images.module.js';
import { TemplatesModule } from './templates/templates.module.js';

/**
 * Media (issue 14): the image library and its URLs, image templates (media/templates) and the
 * self-hosted fonts (media/fonts), each its own module.
 */
@Module({
  imports: [ImagesModule, TemplatesModule, FontsModule],
  exports: [ImagesModule, TemplatesModule, FontsModule],
})
export class MediaModule {}
