import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { SetupController } from './setup.controller.js';

/** The owner's setup checklist (issue 37 item 2). */
@Module({ imports: [MailModule], controllers: [SetupController] })
export class SetupModule {}
