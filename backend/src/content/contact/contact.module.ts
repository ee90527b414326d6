import { Module } from '@nestjs/common';
import { CrudModule } from '../../crud/index.js';
import { ContactFormController, ContactSubmissionsController } from './contact.controller.js';
import { SubmitContactFormHandler } from './submit-contact-form.handler.js';

/** Contact form (issue 15 item 5): the public POST, the stored submissions and their back-office list. */
@Module({
  imports: [CrudModule],
  controllers: [ContactFormController, ContactSubmissionsController],
  providers: [SubmitContactFormHandler],
})
export class ContactModule {}
