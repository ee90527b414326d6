import { Module } from '@nestjs/common';
import { crudController, CrudModule } from '../crud/index.js';
import { ContactModule } from './contact/contact.module.js';
import { LegalController } from './legal/legal.controller.js';
import { RedirectMiddleware } from './redirect.middleware.js';
import { redirectResource } from './redirect.resource.js';
import { SeoModule } from './seo/seo.module.js';
import { SettingsModule } from '../settings/index.js';

/**
 * Content (issue 15): sites and reusable blocks are CRUD resources listed in resources/ RESOURCES (so
 * GET /api/init carries them); redirects are admin-only and not part of /init (spec 7), so their
 * controller lives here, with the middleware that answers them before the app shell.
 */
@Module({
  imports: [CrudModule, ContactModule, SeoModule, SettingsModule],
  controllers: [crudController(redirectResource), LegalController],
  providers: [RedirectMiddleware],
  exports: [RedirectMiddleware, SeoModule],
})
export class ContentModule {}
