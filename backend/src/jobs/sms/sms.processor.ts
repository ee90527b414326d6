import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { EffectLedger } from '../effect-ledger.repository.js';
import { statusLink, TEMPLATE_FOR_ACTION } from '../email/templates.js';
import { ScheduleMailRepository } from '../email/schedule-mail.repository.js';
import { renderScheduleSms } from '../email/schedule-mail.js';
import { type JobData, JobProcessor, type JobRun, type TopicRun, UnrecoverableError } from '../job.js';
import { type JobBranch, type JobOrder, requireJobOrder } from '../order-loader.js';
import { msisdn, SmsRejectedError, SmsSender } from './sms-sender.js';

/** Short German texts; the status link carries the details. */
function smsText(template: string, o: JobOrder, b: JobBranch, link: string): string {
  const text = smsBody(template, o, b, link);
  // A test order (issue 37 item 4) has no real number: the text says TEST instead.
  return o.isTest ? `TEST ${text}` : text;
}

function smsBody(template: string, o: JobOrder, b: JobBranch, link: string): string {
  const nr = o.isTest ? '(Testbestellung)' : `Nr. ${o.ticketNumber}`;
  switch (template) {
    case 'new-order':
      return `${b.name}: Danke für Ihre Bestellung ${nr}. Status: ${link}`;
    case 'confirmed':
      return `${b.name}: Ihre Bestellung ${nr} wurde bestätigt. Status: ${link}`;
    case 'rejected':
      return `${b.name}: Ihre Bestellung ${nr} wurde leider abgelehnt. Details: ${link}`;
    case 'counter-proposal':
      return `${b.name}: Neuer Terminvorschlag für Ihre Bestellung ${nr}. Bitte annehmen oder ablehnen: ${link}`;
    case 'in-delivery':
      return `${b.name}: Ihre Bestellung ${nr} ist unterwegs.`;
    default:
      return `${b.name}: Ihre Bestellung ${nr} ist fertig.`;
  }
}

/** Texts the customer once per order event when the order's notificationType is 'sms' (the default). */
@Injectable()
export class SmsProcessor extends JobProcessor<'sms'> {
  readonly queue = 'sms';

  constructor(
    private readonly ds: DataSource,
    private readonly ledger: EffectLedger,
    private readonly sender: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(run: JobRun<'sms'>): Promise<void> {
    switch (run.name) {
      case 'staff-schedule-sms':
        return this.scheduleSms(run.id, run.data);
      case 'sms':
        return this.orderSms(run);
    }
  }

  /** A person's published shifts (issue 18) for someone without e-mail, once per outbox row. */
  private async scheduleSms(jobId: string, data: JobData<'staff-schedule-sms'>): Promise<void> {
    const notice = await new ScheduleMailRepository(this.ds.manager).load(data);
    if (!notice?.person.phone) throw new UnrecoverableError(`Keine Telefonnummer für den Dienstplan`);
    const to = msisdn(notice.person.phone, '43');
    if (!to) throw new UnrecoverableError(`Ungültige Telefonnummer für SMS`);
    const text = renderScheduleSms(notice, data);
    try {
      await this.ledger.once(
        { orderId: notice.person.id, kind: `sms:schedule:${data.outboxId}`, target: to, version: 1 },
        jobId,
        () => this.sender.send({ to, text }),
      );
    } catch (err) {
      if (err instanceof SmsRejectedError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  private async orderSms(run: TopicRun<'sms'>): Promise<void> {
    const { order, branch } = await requireJobOrder(this.ds, run.data.orderId);
    if (order.notificationType !== 'sms' || !order.phone) return;
    const to = msisdn(order.phone, order.country === 'DE' ? '49' : order.country === 'CH' ? '41' : '43');
    if (!to) throw new UnrecoverableError(`Ungültige Telefonnummer für SMS`);
    const isNew = run.data.template === 'new-order' || run.data.action === 'resend-new-order-sms';
    const template = isNew ? 'new-order' : TEMPLATE_FOR_ACTION[run.data.action ?? ''];
    if (!template) throw new UnrecoverableError(`Keine SMS-Vorlage für ${run.data.action ?? '?'}`);
    const text = smsText(template, order, branch, statusLink(this.config.publicUrl, order));
    const version = run.data.version ?? order.version;
    try {
      await this.ledger.once({ orderId: order.id, kind: `sms:${template}`, target: to, version }, run.id, () =>
        this.sender.send({ to, text }),
      );
    } catch (err) {
      if (err instanceof SmsRejectedError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }
}
