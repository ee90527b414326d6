import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { IMAGE_VARIANT_WIDTHS, type ImageVariant } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { FontCatalog } from '../fonts/font-catalog.js';
import { FontRegistry } from '../fonts/font-registry.js';
import { FontsModule } from '../fonts/fonts.module.js';
import { ImagesModule } from '../images/images.module.js';
import { ImagesService } from '../images/images.service.js';
import { ImageTemplateRepository } from './image-template.repository.js';
import { ImageTemplatesController } from './image-templates.controller.js';
import { TemplateRenderer } from './template-renderer.js';

/** The smallest variant at least `width` wide (no variant is wider than its original anyway). */
export function variantFor(width: number): ImageVariant {
  const named = (Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[]).find(
    (name) => IMAGE_VARIANT_WIDTHS[name] >= width,
  );
  return named ?? 'original';
}

/** Image templates (issue 14 item 5): the CRUD resource lives in resources/, rendering here. */
@Module({
  imports: [ImagesModule, FontsModule],
  controllers: [ImageTemplatesController],
  providers: [
    ImageTemplateRepository,
    {
      provide: FontRegistry,
      inject: [FontCatalog, APP_CONFIG],
      useFactory: (fonts: FontCatalog, config: AppConfig) =>
        new FontRegistry(fonts, join(config.dataDir, 'cache', 'fonts')),
    },
    {
      provide: TemplateRenderer,
      inject: [ImagesService, FontRegistry],
      useFactory: (images: ImagesService, fonts: FontRegistry) =>
        new TemplateRenderer(
          async (ref, minWidth) => {
            const view = await images.get(ref.id).catch(() => null);
            const file = view && (await images.readVariant(ref, variantFor(minWidth)));
            return file ? { bytes: file.bytes, focalX: view.focalX, focalY: view.focalY } : null;
          },
          () => fonts.ensureAll(),
        ),
    },
  ],
  exports: [TemplateRenderer],
})
export class TemplatesModule {}
