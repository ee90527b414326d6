import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/index.js';
import { CrudModule } from '../../crud/index.js';
import { SettingsModule } from '../../settings/index.js';
import { SeoPages } from './seo-pages.service.js';
import { SeoController } from './seo.controller.js';

/** Server-rendered page heads, sitemap.xml and robots.txt (issue 15 item 6); app.factory serves the pages. */
@Module({
  imports: [AuthModule, SettingsModule, CrudModule],
  controllers: [SeoController],
  providers: [SeoPages],
  exports: [SeoPages],
})
export class SeoModule {}
