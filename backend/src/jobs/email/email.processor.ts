import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { EffectLedger } from '../effect-ledger.repository.js';
import { JobProcessor, type JobRun, type QueueName, UnrecoverableError } from '../job.js';
import { requireJobOrder } from '../order-loader.js';
import { InvalidAddressError, Mailer } from '../../mail/index.js';
import { type MailTemplate, renderMail, TEMPLATE_FOR_ACTION } from './templates.js';

/** Sends the customer mail of an order event (and the branch's new-order mail), each once. */
@Injectable()
export class EmailProcessor extends JobProcessor {
  readonly queue: QueueName = 'email';

  constructor(
    private readonly ds: DataSource,
    private readonly ledger: EffectLedger,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(run: JobRun): Promise<void> {
    const { order, branch } = await requireJobOrder(this.ds, run.data.orderId);
    const isNew = run.data.template === 'new-order' || run.data.action === 'resend-new-order-email';
    const template: MailTemplate | undefined = isNew
      ? order.isQuotation
        ? 'quotation'
        : 'new-order'
      : TEMPLATE_FOR_ACTION[run.data.action ?? ''];
    if (!template) throw new UnrecoverableError(`Keine E-Mail-Vorlage für ${run.data.action ?? '?'}`);
    const version = run.data.version ?? order.version;
    const mails: { to: string; template: MailTemplate }[] = [];
    if (order.email) mails.push({ to: order.email, template });
    // The branch hears of new orders only at placement, not on a resend to the customer.
    if (run.data.template === 'new-order' && branch.email)
      mails.push({ to: branch.email, template: 'branch-new-order' });
    for (const mail of mails) {
      const content = renderMail(mail.template, order, branch, { publicUrl: this.config.publicUrl });
      try {
        await this.ledger.once(
          { orderId: order.id, kind: `email:${mail.template}`, target: mail.to, version },
          run.id,
          () => this.mailer.send({ to: mail.to, ...content }),
        );
      } catch (err) {
        if (err instanceof InvalidAddressError) throw new UnrecoverableError(err.message);
        throw err;
      }
    }
  }
}
