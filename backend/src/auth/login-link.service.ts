import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH, OWN_TEXTS } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { RateLimits } from '../limits/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { Mailer } from '../mail/index.js';
import { User, UserRepository } from '../users/index.js';
import { LoginLinksRepository } from './login-links.repository.js';
import { SessionService } from './session.service.js';

export const LOGIN_LINK_MINUTES = 15;
/** The login page reads the token from the fragment, which browsers never send to a server or its logs. */
export const LINK_FRAGMENT = 'anmelde-link';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const TOKEN = /^[\w-]{43}$/;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

@Injectable()
export class LoginLinkService implements OnApplicationShutdown {
  private readonly logger = new Logger('LoginLink');
  /** Mails still on their way; the request does not wait for SMTP, shutdown does. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimits,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a single-use link to an enabled account. Unknown, disabled and throttled addresses get the
   * same silence (the caller answers the same text either way); only an IP asking for too many links
   * hears 429, which says nothing about any account.
   */
  async request(email: string, ipKey: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.limits.consume('loginLinkIp', ipKey);
    // Mails per address and hour (RATE_LIMIT_LOGIN_LINKS_PER_ADDRESS): enough for a lost mail, too few to flood an inbox.
    if (!(await this.limits.take('loginLinkAddress', address)).allowed) return;
    // The account lookup, the token and the mail happen after the answer: its timing must not tell
    // whether an account exists.
    const issued = this.issue(address)
      .catch((err: unknown) => this.logger.warn(`Anmelde-Link nicht versendet: ${String(err)}`))
      .finally(() => this.sending.delete(issued));
    this.sending.add(issued);
  }

  private async issue(address: string): Promise<void> {
    const user = await new UserRepository(this.ds.manager).byEmail(address);
    if (!user || !usable(user)) return;

    const token = randomBytes(32).toString('base64url');
    // One live link per account: the new one voids the older ones, all or nothing.
    await this.ds.transaction((em) => new LoginLinksRepository(em).replace(user.id, sha256(token), LOGIN_LINK_MINUTES));
    await this.mailer.send({
      to: user.email,
      ...loginLinkMail(`${this.config.publicUrl}/backend/login#${LINK_FRAGMENT}=${token}`),
    });
  }

  /** Spends the token (once, atomically) and opens a session like a password login. */
  async consume(token: string): Promise<{ user: User; token: string; csrfToken: string }> {
    const invalid = () => new ApiError(401, [{ message: AUTH.invalidLoginLink }]);
    if (!TOKEN.test(token)) throw invalid();
    const userId = await new LoginLinksRepository(this.ds.manager).spend(sha256(token));
    if (!userId) throw invalid();
    const user = await this.ds.getRepository(User).findOne({ where: { id: userId }, relations: { branches: true } });
    if (!user) throw invalid();
    if (user.isLocked) throw new ApiError(401, [{ message: AUTH.accountLocked }]);
    if (!user.isEnabled) throw new ApiError(401, [{ message: AUTH.accountDisabled }]);
    if (!usable(user)) throw new ApiError(401, [{ message: AUTH.accountExpired }]);
    const session = await this.sessions.openAudited(user, 'link');
    return { user, ...session };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.sending);
  }
}

const usable = (user: User): boolean =>
  user.isEnabled && !user.isLocked && !(user.expiresAt && user.expiresAt.getTime() <= Date.now());

export function loginLinkMail(link: string): { subject: string; text: string; html: string } {
  const lines = [
    'Guten Tag,',
    `mit dem folgenden Link melden Sie sich im Backoffice an. Er ist ${LOGIN_LINK_MINUTES} Minuten gültig und kann einmal verwendet werden.`,
    'Falls Sie keinen Anmelde-Link angefordert haben, können Sie diese E-Mail ignorieren.',
  ];
  return {
    subject: OWN_TEXTS.loginLinkSubject,
    text: [lines[0], '', lines[1], link, '', lines[2]].join('\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">Jetzt anmelden</a></p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
    ].join('\n'),
  };
}
