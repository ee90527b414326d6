import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { foldHeaderText } from '@bestell/domain';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One bare address answers go to (contact form); dropped unless it passes the same check as `to`. */
  replyTo?: string | null;
}

/** Port: sends one mail. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

const address = z.email();

/** Thrown for a recipient that can never receive mail (the job fails permanently instead of retrying). */
export class InvalidAddressError extends Error {}

/**
 * Header injection is impossible by construction: addresses must be single valid e-mail addresses and
 * the subject is folded to one line (foldHeaderText: CR/LF and every other break become one space;
 * nodemailer encodes headers as well; this is the second fence).
 */
export function safeMessage(message: MailMessage): MailMessage {
  const to = message.to.trim();
  if (!isSingleAddress(to)) throw new InvalidAddressError(`Ungültige Adresse: ${JSON.stringify(to)}`);
  const replyTo = message.replyTo?.trim();
  return {
    ...message,
    to,
    // A doubtful Reply-To is left out rather than failing the mail: answering by hand still works.
    replyTo: replyTo && isSingleAddress(replyTo) ? replyTo : null,
    subject: foldHeaderText(message.subject, 200),
  };
}

const isSingleAddress = (value: string) => !/[\r\n,;<>"]/.test(value) && address.safeParse(value).success;

/** SMTP (SMTP_URL), or without it `${DATA_DIR}/mail/*.eml` files (the same MIME message, path logged). */
export class NodeMailer extends Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;
  private readonly toFile: boolean;

  constructor(
    smtpUrl: string | null,
    private readonly from: string,
    private readonly dataDir: string,
  ) {
    super();
    if (!address.safeParse(from).success) throw new Error(`MAIL_FROM ist keine gültige Adresse`);
    this.toFile = !smtpUrl;
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl, {})
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const m = safeMessage(message);
    const info = (await this.transport.sendMail({
      from: this.from,
      to: m.to,
      // An address object: nodemailer uses it as is instead of parsing a string for names and lists.
      ...(m.replyTo ? { replyTo: { name: '', address: m.replyTo } } : {}),
      subject: m.subject,
      text: m.text,
      html: m.html,
    })) as {
      message?: Buffer;
    };
    if (!this.toFile) return;
    const dir = join(this.dataDir, 'mail');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await writeFile(file, info.message ?? Buffer.alloc(0));
    this.logger.log(`E-Mail ohne SMTP gespeichert: ${file}`);
  }

  /** Nest calls this on shutdown (SMTP connections would keep the process alive). */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
