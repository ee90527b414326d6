import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OWN_TEXTS } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { BranchRepository } from '../../catalog/index.js';
import { ApiError } from '../../common/index.js';
import { enqueueOutbox } from '../../outbox/index.js';
import { ContactSubmission } from './contact-submission.entity.js';
import { SubmitContactFormCommand } from './submit-contact-form.command.js';

@CommandHandler(SubmitContactFormCommand)
export class SubmitContactFormHandler implements ICommandHandler<SubmitContactFormCommand, { id: string }> {
  constructor(private readonly ds: DataSource) {}

  /** Row and outbox row commit together: no stored message without its mail, no mail without the message. */
  async execute({ form }: SubmitContactFormCommand): Promise<{ id: string }> {
    return this.ds.transaction(async (em) => {
      // Issue 36: the branch it is for must exist (its staff read it, its inbox gets the mail).
      if (form.branchId && !(await new BranchRepository(em).exists(form.branchId))) {
        throw ApiError.validation([{ field: 'branch', message: OWN_TEXTS.contactBranchUnknown }]);
      }
      const saved = await em.getRepository(ContactSubmission).save(em.getRepository(ContactSubmission).create(form));
      await enqueueOutbox(em, [{ topic: 'contact-form', orderId: null, payload: { submissionId: saved.id } }]);
      return { id: saved.id };
    });
  }
}
