import { Module } from '@nestjs/common';
import { CrudModule } from '../crud/index.js';
import { SettingsModule } from '../settings/index.js';
import { InitController } from './init.controller.js';

/** GET /api/init: everything the back office needs on start in one answer. */
@Module({ imports: [CrudModule, SettingsModule], controllers: [InitController] })
export class InitModule {}
