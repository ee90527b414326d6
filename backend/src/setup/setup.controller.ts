import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { SETUP_TEXTS, setupChecklist, setupComplete } from '@bestell/domain';
import { Admin, type AuthContext, StaffAuth } from '../auth/index.js';
import { ApiError, ApiTags, Contract } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { Mailer } from '../mail/index.js';
import { SetupChecksRepository } from '../settings/index.js';
import { SETUP_ROUTES as R } from './setup.contract.js';
import { SetupFactsRepository } from './setup-facts.repository.js';
import { TransactionalConnection } from '../database/index.js';

const NO_SMTP = 'Kein SMTP-Server eingerichtet (SMTP_URL): die Testmail wurde nur als Datei gespeichert.';

/** Issue 37 item 2: the setup checklist of the back-office dashboard and its test mail. */
@ApiTags('setup')
@Controller('api/setup')
export class SetupController {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('checklist')
  @Contract(R.checklist)
  @Admin()
  async checklist() {
    const facts = await new SetupFactsRepository(this.db.manager()).facts(this.config.jobs.sms.url !== null);
    const steps = setupChecklist(facts);
    const checks = await new SetupChecksRepository(this.db.manager()).all();
    return {
      steps,
      complete: setupComplete(steps),
      checks: { testMail: checks['test-mail'] ?? null, printerTest: checks['printer-test'] ?? null },
    };
  }

  /** Sends through the same Mailer (SMTP_URL) as login links; without SMTP the file copy does not count. */
  @Post('test-mail')
  @HttpCode(200)
  @Contract(R.testMail)
  @Admin()
  async testMail(@StaffAuth() auth: AuthContext) {
    const to = auth.user.email;
    let ok = false;
    let message: string;
    try {
      await this.mailer.send({
        to,
        subject: SETUP_TEXTS.testMailSubject,
        text: SETUP_TEXTS.testMailBody,
        html: `<p>${SETUP_TEXTS.testMailBody}</p>`,
      });
      ok = this.config.jobs.smtpUrl !== null;
      message = ok ? SETUP_TEXTS.testMailSent(to) : NO_SMTP;
    } catch (err) {
      message = SETUP_TEXTS.testMailFailed(err instanceof Error ? err.message : String(err));
    }
    const checks = new SetupChecksRepository(this.db.manager());
    await checks.record('test-mail', ok, message);
    if (!ok) throw new ApiError(409, [{ message }]);
    return (await checks.all())['test-mail']!;
  }
}
