import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FIRST_ADMIN_TEXTS } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { User } from '../users/index.js';
import { createAdmin, emailTaken, lockFirstAdmin } from './first-admin.js';
import { FirstAdminRepository } from './first-admin.repository.js';
import { SessionService } from './session.service.js';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const VALID_HOURS = 24;

/**
 * The first admin (issue 37 item 1). While no staff account exists, every start of an API process issues
 * a one-time link `{PUBLIC_URL}/backend/setup?token=…` (valid 24 h) and logs it once; main.ts shows it
 * in the start banner. The token's hash lives in the database (table setup_token), so a link printed by
 * one API process works on every other (WEB_CONCURRENCY > 1) and survives their restarts. Creating the
 * first account deletes every token; from then on the setup answers 410.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');
  /** The link this process issued at its start; null once a staff account exists. */
  setupLink: string | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // After every onModuleInit: migrations ran and the demo seed (which creates staff) is done.
  async onApplicationBootstrap(): Promise<void> {
    this.setupLink = await this.issue();
    if (this.setupLink) {
      this.logger.warn(`Noch kein Mitarbeiterkonto. Erstes Admin-Konto anlegen: ${this.setupLink}`);
    }
  }

  /** A new link while no staff account exists (expired tokens go), else null (and every token goes). */
  async issue(): Promise<string | null> {
    return this.ds.transaction(async (em) => {
      await lockFirstAdmin(em);
      const tokens = new FirstAdminRepository(em);
      if (await this.staffExists(em)) {
        await tokens.deleteAllTokens();
        return null;
      }
      await tokens.deleteExpiredTokens();
      const token = randomBytes(32).toString('base64url');
      await tokens.insertToken(sha256(token), VALID_HOURS);
      return `${this.config.publicUrl}/backend/setup?token=${token}`;
    });
  }

  /** 410 once a staff account exists, 403 for an unknown or expired token; else the link is good. */
  async check(token: string): Promise<void> {
    await this.assertUsable(this.ds.manager, token);
  }

  /**
   * Spends the token and creates the first ROLE_ADMIN in one transaction (an input error rolls back and
   * leaves the link usable), then opens a session as a password login does.
   */
  async complete(
    token: string,
    input: { name: string; email: string; password: string },
  ): Promise<{ user: User; token: string; csrfToken: string }> {
    const user = await this.ds.transaction(async (em) => {
      await lockFirstAdmin(em);
      await this.assertUsable(em, token);
      const result = await createAdmin(em, input, { how: 'setup-link' });
      if (result.outcome !== 'created') throw emailTaken();
      await new FirstAdminRepository(em).deleteAllTokens();
      return result.user;
    });
    this.setupLink = null;
    this.logger.log(`Erstes Admin-Konto angelegt: ${user.email}`);
    const session = await this.sessions.openAudited(user, 'setup-link');
    return { user, ...session };
  }

  private async assertUsable(em: EntityManager, token: string): Promise<void> {
    if (await this.staffExists(em)) throw new ApiError(410, [{ message: FIRST_ADMIN_TEXTS.alreadyDone }]);
    const valid = await new FirstAdminRepository(em).tokenValid(sha256(token));
    if (!token || !valid) throw new ApiError(403, [{ message: FIRST_ADMIN_TEXTS.invalidLink }]);
  }

  private async staffExists(em: EntityManager): Promise<boolean> {
    return (await em.getRepository(User).count()) > 0;
  }
}
