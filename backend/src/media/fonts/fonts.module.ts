import { Module } from '@nestjs/common';
import { FontCatalog } from './font-catalog.js';
import { FontsController } from './fonts.controller.js';

/** GET /api/fonts and the self-hosted font style sheets and files (issue 14 item 7). */
@Module({
  controllers: [FontsController],
  providers: [{ provide: FontCatalog, useFactory: () => new FontCatalog() }],
  exports: [FontCatalog],
})
export class FontsModule {}
