import { Module } from '@nestjs/common';
import { ImagesModule } from '../media/index.js';
import { SettingsModule } from '../settings/index.js';
import { IconsController } from './icons.controller.js';
import { IconsService } from './icons.service.js';

/** Favicon and app icons from the shop's logo: above settings (the logo) and media (its pixels). */
@Module({
  imports: [SettingsModule, ImagesModule],
  controllers: [IconsController],
  providers: [IconsService],
})
export class IconsModule {}
