import http from 'node:http';
import https from 'node:https';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { smsLength } from '@bestell/domain';

export interface SmsMessage {
  /** E.164 without '+', e.g. 43664123456. */
  to: string;
  text: string;
}

/** Port: sends one SMS. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<void>;
}

/** A rejection the provider will repeat on every retry (bad number, bad credentials). */
export class SmsRejectedError extends Error {}

export { msisdn } from '@bestell/domain';

/**
 * websms.at REST API (also used in DE/CH): POST `${SMS_URL}` (https://api.websms.com/rest/smsmessaging/text)
 * with `Authorization: Bearer ${SMS_TOKEN}` and a JSON body; a statusCode 2000/2001 means accepted.
 */
export class WebSmsSender extends SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly sender: string,
  ) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    const payload = JSON.stringify({
      recipientAddressList: [Number(message.to)],
      messageContent: message.text,
      senderAddress: this.sender,
      senderAddressType: 'alphanumeric',
      maxSmsPerMessage: Math.max(1, smsLength(message.text).segments),
    });
    const res = await postJson(this.url, payload, { Authorization: `Bearer ${this.token}` });
    let body: { statusCode?: number; statusMessage?: string } = {};
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      // not JSON: judged by the HTTP status alone
    }
    if (res.status >= 500 || res.status === 429) throw new Error(`SMS-Anbieter nicht verfügbar (${res.status})`);
    const ok = res.status >= 200 && res.status < 300;
    if (!ok || (body.statusCode !== undefined && ![2000, 2001].includes(body.statusCode))) {
      throw new SmsRejectedError(`SMS abgelehnt (${res.status} ${body.statusCode ?? ''} ${body.statusMessage ?? ''})`);
    }
  }
}

// node:http with keep-alive agents rather than fetch(): fetch's streams and abort signals cost more CPU
// than rendering the text (worker profile of `npm run bench -- workers`).
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function postJson(
  url: string,
  payload: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        timeout: 10_000,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('SMS-Anbieter antwortet nicht (Zeitüberschreitung)')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Development sink: `${DATA_DIR}/sms/*.json` with the text's encoding and segment count; path logged. */
export class FileSmsSender extends SmsSender {
  private readonly logger = new Logger('SmsSender');

  constructor(private readonly dataDir: string) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    const dir = join(this.dataDir, 'sms');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
    await writeFile(file, JSON.stringify({ ...message, ...smsLength(message.text) }, null, 2));
    this.logger.log(`SMS ohne Anbieter gespeichert: ${file}`);
  }
}
