import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { pinRefusal } from '@bestell/domain';
import { APP_CONFIG, type AppConfig, DEV_DEMO_PASSWORDS } from '../config/index.js';
import { hashPassword, verifyPassword, User } from '../users/index.js';
import { apiKeyMatches, hashApiKey, newApiKey, sealForStorage, Branch } from '../catalog/index.js';
import { Device } from '../devices/index.js';
import { ImagesService } from '../media/index.js';
import { DEMO_IDS, insertDemoData } from './demo-data.js';
import { DEMO_STAFF, DEV_TIME_CLOCK_TOKENS, insertDemoStaff } from './demo-staff.js';
import { insertDemoSignage } from './demo-signage.js';
import { insertDemoInsights } from './demo-insights.js';
import { createDemoPictures } from './seed-images.js';

export const DEMO_ACCOUNTS = { admin: 'admin@sonnleitner.at', employee: 'team.wien@sonnleitner.at' } as const;
/** Development frontdesk keys of the demo branches; production generates random ones. */
export const DEV_API_KEYS = { wien: 'demo-wien-frontdesk', graz: 'demo-graz-frontdesk' } as const;

interface DemoTimeClocks {
  tokens: Record<'wien' | 'graz', string>;
  pins: Record<string, string>;
}

@Injectable()
export class SeedService implements OnModuleInit {
  private readonly logger = new Logger('Seed');
  /**
   * What the start banner (main.ts, issue 37 item 7) shows of the demo: accounts, frontdesk and time-clock
   * links, one line each, while they are known.
   */
  readonly startNotes: { demoAccounts: string[]; frontdesks: string[]; timeClocks: string[] } = {
    demoAccounts: [],
    frontdesks: [],
    timeClocks: [],
  };

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly images: ImagesService,
  ) {}

  // onModuleInit runs before every onApplicationBootstrap, so the outbox relay starts only after these
  // boot checks passed, and a refused start leaves no relay running.
  async onModuleInit(): Promise<void> {
    const keys = this.config.seedDemo ? await this.seedIfEmpty() : null;
    if (this.config.isProduction) await this.refuseDevPasswords();
    await this.announceDemoAccounts();
    await this.announceFrontdesks(keys);
    await this.announceTimeClocks(keys?.staff ?? null);
  }

  /** Development: the demo accounts that exist, with their passwords unless they came from the environment. */
  private async announceDemoAccounts(): Promise<void> {
    if (this.config.isProduction) return;
    const found = await this.ds.getRepository(User).findBy({ email: In(Object.values(DEMO_ACCOUNTS)) });
    const emails = new Set(found.map((u) => u.email));
    const shown = (password: string, variable: string) =>
      this.config.demoPasswords.fromEnv ? `(${variable})` : password;
    if (emails.has(DEMO_ACCOUNTS.admin))
      this.startNotes.demoAccounts.push(
        `Admin ${DEMO_ACCOUNTS.admin} / ${shown(this.config.demoPasswords.admin, 'ADMIN_PASSWORD')}`,
      );
    if (emails.has(DEMO_ACCOUNTS.employee))
      this.startNotes.demoAccounts.push(
        `Team ${DEMO_ACCOUNTS.employee} / ${shown(this.config.demoPasswords.employee, 'EMPLOYEE_PASSWORD')}`,
      );
  }

  /** Demo data goes into an empty database only, in one transaction. */
  private async seedIfEmpty(): Promise<(Record<'wien' | 'graz', string> & { staff: DemoTimeClocks }) | null> {
    const [branches, users] = await Promise.all([
      this.ds.getRepository(Branch).count(),
      this.ds.getRepository(User).count(),
    ]);
    if (branches > 0 || users > 0) return null;
    const keys = this.config.isProduction ? { wien: newApiKey(), graz: newApiKey() } : { ...DEV_API_KEYS };
    const staff: DemoTimeClocks = this.config.isProduction
      ? {
          tokens: { wien: newApiKey(), graz: newApiKey() },
          pins: Object.fromEntries(DEMO_STAFF.map((s) => [s.username, randomPin()])),
        }
      : {
          tokens: { ...DEV_TIME_CLOCK_TOKENS },
          pins: Object.fromEntries(DEMO_STAFF.map((s) => [s.username, s.devPin])),
        };
    // The six PIN hashes in parallel (argon2 runs on the thread pool), so the seed stays quick.
    const pinHashes = Object.fromEntries(
      await Promise.all(Object.entries(staff.pins).map(async ([u, pin]) => [u, await hashPassword(pin)] as const)),
    );
    const [adminPasswordHash, employeePasswordHash] = await Promise.all([
      hashPassword(this.config.demoPasswords.admin),
      hashPassword(this.config.demoPasswords.employee),
    ]);
    // Library images first (their own transactions and variant jobs); the catalogue then references them.
    const pictures = this.config.seedDemoImages
      ? await createDemoPictures(this.images, join(this.config.dataDir, 'cache', 'illustrations'))
      : undefined;
    await this.ds.transaction(async (em) => {
      await insertDemoData(
        em,
        {
          adminPasswordHash,
          employeePasswordHash,
          apiKeyHashes: { wien: hashApiKey(keys.wien), graz: hashApiKey(keys.graz) },
          apiKeysSealed: {
            wien: sealForStorage(DEMO_IDS.branchWien, keys.wien),
            graz: sealForStorage(DEMO_IDS.branchGraz, keys.graz),
          },
        },
        pictures,
      );
      await insertDemoStaff(em, { pinHashes, employeePasswordHash, timeClockTokens: staff.tokens });
      await insertDemoSignage(em);
    });
    // A year of generated orders and visits for the statistics (issue 20): opt-in, every test boot seeds too.
    if (this.config.seedDemoInsights) await insertDemoInsights(this.ds.manager);
    this.logger.log('Demo business seeded into the empty database');
    return { ...keys, staff };
  }

  /**
   * Prints the demo time-clock tokens and PINs while they are known: just seeded, or in development the
   * development ones (a rotated token is not printed; PINs are only checked when just seeded).
   */
  private async announceTimeClocks(seeded: DemoTimeClocks | null): Promise<void> {
    const known = seeded ?? (this.config.isProduction ? null : { tokens: DEV_TIME_CLOCK_TOKENS, pins: null });
    if (!known) return;
    const devices = await this.ds
      .getRepository(Device)
      .createQueryBuilder('d')
      .addSelect('d.tokenHash')
      .leftJoinAndSelect('d.branch', 'b')
      .where({ identifier: In(['zeiterfassung-wien', 'zeiterfassung-graz']) })
      .getMany();
    for (const d of devices) {
      const which = d.branch.id === DEMO_IDS.branchWien ? 'wien' : 'graz';
      const token = known.tokens[which];
      if (!apiKeyMatches(token, d.tokenHash)) continue;
      const people = DEMO_STAFF.filter((s) => s.branch === which)
        .map((s) => `${s.username} PIN ${known.pins?.[s.username] ?? s.devPin}`)
        .join(', ');
      this.startNotes.timeClocks.push(
        `${d.branch.name}: ${this.config.publicUrl}/zeiterfassung (Gerätetoken ${token}); ${people}`,
      );
    }
  }

  /** Prints the demo frontdesk links while their keys are known: just seeded, or still the development keys. */
  private async announceFrontdesks(seeded: Record<'wien' | 'graz', string> | null): Promise<void> {
    const rows = await this.ds
      .getRepository(Branch)
      .createQueryBuilder('b')
      .addSelect('b.apiKeyHash')
      .where({ id: In([DEMO_IDS.branchWien, DEMO_IDS.branchGraz]) })
      .getMany();
    for (const b of rows) {
      const which = b.id === DEMO_IDS.branchWien ? 'wien' : 'graz';
      const key = seeded?.[which] ?? (this.config.isProduction ? null : DEV_API_KEYS[which]);
      if (key && apiKeyMatches(key, b.apiKeyHash)) {
        this.startNotes.frontdesks.push(`${b.name}: ${this.config.publicUrl}/backend#/frontdesk/${b.id}/${key}`);
      }
    }
  }

  private async refuseDevPasswords(): Promise<void> {
    const users = await this.ds.getRepository(User).findBy({ email: In(Object.values(DEMO_ACCOUNTS)) });
    for (const u of users) {
      for (const dev of Object.values(DEV_DEMO_PASSWORDS)) {
        if (await verifyPassword(u.passwordHash, dev)) {
          throw new Error(`Refusing to start in production: ${u.email} still has its development password`);
        }
      }
    }
  }
}

/** A random 6-digit PIN that the PIN rules accept (issue 36: no 000000, 123456, ...). */
function randomPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!pinRefusal(pin)) return pin;
  }
}
