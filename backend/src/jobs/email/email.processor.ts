import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { EffectLedger } from '../effect-ledger.repository.js';
import { type JobData, JobProcessor, type JobRun, type TopicRun, UnrecoverableError } from '../job.js';
import { requireJobOrder } from '../order-loader.js';
import { InvalidAddressError, Mailer } from '../../mail/index.js';
import { isUuid } from '../../common/index.js';
import { ShopConfigService } from '../../settings/index.js';
import { contactMailRecipient, renderContactMail } from './contact-mail.js';
import { ContactMailRepository } from './contact-mail.repository.js';
import { renderScheduleMail } from './schedule-mail.js';
import { ScheduleMailRepository } from './schedule-mail.repository.js';
import { isQuoteMailAction, renderQuoteMail } from './quote-mail.js';
import { QuoteMailRepository } from './quote-mail.repository.js';
import { StandingMailRepository } from './standing-mail.repository.js';
import { type MailTemplate, renderMail, standingOrderLink, TEMPLATE_FOR_ACTION } from './templates.js';

/**
 * Sends the customer mail of an order event (and the branch's new-order mail), each once; the same
 * queue carries the shop's mail about a contact-form submission.
 */
@Injectable()
export class EmailProcessor extends JobProcessor<'email'> {
  readonly queue = 'email';

  constructor(
    private readonly ds: DataSource,
    private readonly ledger: EffectLedger,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shopConfig: ShopConfigService,
  ) {
    super();
  }

  async process(run: JobRun<'email'>): Promise<void> {
    switch (run.name) {
      case 'contact-form':
        return this.contactMail(run.id, run.data);
      case 'staff-schedule-mail':
        return this.scheduleMail(run.id, run.data);
      case 'email':
        return isQuoteMailAction(run.data.action) ? this.quoteMail(run) : this.orderMail(run);
    }
  }

  private async orderMail(run: TopicRun<'email'>): Promise<void> {
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
    const tz = await this.shopConfig.timezone();
    // An order a standing order placed (issue 42 item 3): its confirmation links the customer's page.
    const token =
      template === 'new-order' && order.standingOrderId
        ? await new StandingMailRepository(this.ds.manager).accessToken(order.standingOrderId)
        : null;
    const publicUrl = this.config.publicUrl;
    for (const mail of mails) {
      const standingLink = token && mail.template === 'new-order' ? standingOrderLink(publicUrl, token) : null;
      const content = renderMail(mail.template, order, branch, { publicUrl, tz, standingLink });
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

  /** A catering quote's mail to the customer (issue 21 item 4): once per quote or order version. */
  private async quoteMail(run: TopicRun<'email'>): Promise<void> {
    const action = run.data.action;
    if (!isQuoteMailAction(action)) return;
    const { order, branch } = await requireJobOrder(this.ds, run.data.orderId);
    const quote = await new QuoteMailRepository(this.ds.manager).load(order.id);
    if (!quote) throw new UnrecoverableError(`Angebot zu ${order.id} gibt es nicht mehr`);
    if (!order.email) return;
    const content = renderQuoteMail(action, quote, order, branch, {
      publicUrl: this.config.publicUrl,
      tz: await this.shopConfig.timezone(),
    });
    try {
      await this.ledger.once(
        { orderId: order.id, kind: `email:${action}`, target: order.email, version: run.data.version ?? quote.version },
        run.id,
        () => this.mailer.send({ to: order.email, ...content }),
      );
    } catch (err) {
      if (err instanceof InvalidAddressError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  /** One mail to the shop per submission: the ledger key is the submission, not the address. */
  private async contactMail(jobId: string, data: JobData<'contact-form'>): Promise<void> {
    const repository = new ContactMailRepository(this.ds.manager);
    const loaded = isUuid(data.submissionId) ? await repository.load(data.submissionId) : null;
    if (!loaded) throw new UnrecoverableError(`Kontaktanfrage ${data.submissionId} gibt es nicht mehr`);
    const to = contactMailRecipient(
      this.config.jobs.contactFormTo,
      loaded.shop,
      this.config.jobs.mailFrom,
      loaded.submission,
    );
    try {
      await this.ledger.once(
        { orderId: loaded.submission.id, kind: 'email:contact-form', target: 'shop', version: 1 },
        jobId,
        () => this.mailer.send(renderContactMail(loaded.submission, loaded.shop, to)),
      );
    } catch (err) {
      if (err instanceof InvalidAddressError) throw new UnrecoverableError(err.message);
      throw err;
    }
    // After the ledger's done mark: a failure here re-runs the job, which skips the send.
    await repository.markMailed(loaded.submission.id);
  }

  /** A person's published shifts (issue 18), once per outbox row (the ledger kind names the row). */
  private async scheduleMail(jobId: string, data: JobData<'staff-schedule-mail'>): Promise<void> {
    const notice = isUuid(data.userId) ? await new ScheduleMailRepository(this.ds.manager).load(data) : null;
    if (!notice) throw new UnrecoverableError(`Mitarbeiter ${data.userId} gibt es nicht mehr`);
    const mail = renderScheduleMail(notice, data);
    try {
      await this.ledger.once(
        { orderId: notice.person.id, kind: `email:schedule:${data.outboxId}`, target: mail.to, version: 1 },
        jobId,
        () => this.mailer.send(mail),
      );
    } catch (err) {
      if (err instanceof InvalidAddressError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }
}
