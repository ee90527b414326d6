import { Module } from '@nestjs/common';
import { ShopConfigController } from './shop-config.controller.js';
import { ShopConfigService } from './shop-config.service.js';
import { WebAppManifestController } from './web-app-manifest.controller.js';

/** The shop-wide configuration and the web app manifest built from it. */
@Module({
  controllers: [ShopConfigController, WebAppManifestController],
  providers: [ShopConfigService],
  exports: [ShopConfigService],
})
export class SettingsModule {}
