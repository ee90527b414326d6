import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { MailModule } from '../mail/index.js';
import { SetupController } from './setup.controller.js';

/** The owner's setup checklist (issue 37 item 2). */
@Module({ imports: [MailModule], controllers: [SetupController], providers: [TransactionalConnection] })
export class SetupModule {}
