import proxyaddr from 'proxy-addr';
import { z } from 'zod';

// The only place that reads process.env: validated once at boot into a typed, frozen object.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * Express's `trust proxy`: `false` (default, nobody), a hop count, or proxy addresses/CIDRs/proxy-addr
 * names (`loopback`, `uniquelocal`, ...). `true` trusts every hop, so any client can claim any IP.
 */
export type TrustProxy = boolean | number | string[];
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d{1,2}$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    try {
      proxyaddr.compile(list);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'true, false, eine Anzahl Proxys oder Proxy-Adressen/CIDRs' });
      return z.NEVER;
    }
    return list.length ? list : false;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  // Production without DATABASE_URL runs on the embedded database only when this says so (issue 37 item 6).
  ALLOW_EMBEDDED_DATABASE: bool.default(false),
  DATA_DIR: z.string().min(1).default('./var'),
  FRONTEND_DIST: z.string().min(1).default('frontend/dist'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'muss mit redis:// oder rediss:// beginnen')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Issue 37: 'pretty' (one readable line per entry) or 'json'; default pretty when stdout is a terminal.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  TRUST_PROXY: trustProxy.default(false),
  // API processes on this machine (node:cluster); more than one needs PostgreSQL and Redis.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  // SIGTERM/SIGINT: seconds to drain requests, sockets, the outbox and jobs before the process exits anyway.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(3600).default(10),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  // Sessions also end after this long without a request (besides SESSION_TTL_HOURS).
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 30)
    .default(120),
  SEED_DEMO: bool.optional(),
  // Demo pictures (issue 14): on with the demo data; the test harness turns them off unless a test asks.
  SEED_DEMO_IMAGES: bool.default(true),
  // Demo statistics (issue 20): a year of generated orders and visits with the demo data, so the charts of
  // `npm start` mean something; on in development only (tests and browser scenarios boot the demo often).
  SEED_DEMO_INSIGHTS: bool.optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  EMPLOYEE_PASSWORD: z.string().min(10).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/)
    .default('256kb'),
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  // Failures of one account from all IPs before each further attempt waits a doubling delay.
  LOGIN_DELAY_AFTER_FAILURES: count(10),
  LOGIN_DELAY_SECONDS: count(5),
  // Time-clock and kiosk-exit PINs (issue 36): wrong PINs evaluated per person (and per device) before a
  // delay that starts at PIN_DELAY_SECONDS and doubles with each further round, up to PIN_MAX_DELAY_SECONDS.
  PIN_MAX_FAILURES: count(5),
  PIN_DELAY_SECONDS: count(30),
  PIN_MAX_DELAY_SECONDS: count(900),
  // Anonymous callers (issue 12): per hour unless the name says otherwise.
  RATE_LIMIT_ORDERS_PER_IP: count(300),
  RATE_LIMIT_ORDERS_PER_RECIPIENT: count(10),
  RATE_LIMIT_STATUS_PER_IP: count(1200),
  RATE_LIMIT_WRONG_HASHES_PER_IP: count(30),
  RATE_LIMIT_UPLOADS_PER_IP: count(100),
  RATE_LIMIT_UPLOAD_MB_PER_IP: count(200),
  RATE_LIMIT_LOGIN_LINKS_PER_IP: count(20),
  RATE_LIMIT_LOGIN_LINKS_PER_ADDRESS: count(3),
  RATE_LIMIT_RESENDS_PER_ORDER: count(10),
  // Anonymous pairing requests (kiosk and TV codes, each kept ~70 minutes) per IP and hour (issue 36).
  RATE_LIMIT_PAIRINGS_PER_IP: count(20),
  // Contact form submissions per IP and hour (issue 15 item 5).
  RATE_LIMIT_CONTACT_PER_IP: count(5),
  // Contact form submissions per sender e-mail address and per branch inbox (the shop's inbox without a
  // branch), per hour (issue 36).
  RATE_LIMIT_CONTACT_PER_SENDER: count(3),
  RATE_LIMIT_CONTACT_PER_INBOX: count(30),
  // Largest customer upload in bytes (issue 4); POST /api/uploads alone gets a body limit to match.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  // Uploads (issue 12): images above this many pixels are refused from their header, before decoding;
  // uploads no order (nor catalogue image) references are deleted after UPLOAD_RETENTION_HOURS.
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).max(1_000_000_000).default(40_000_000),
  // Where image renditions are computed: 'child' (the worker's default) or 'inline' (the API's).
  IMAGE_RENDER_PROCESS: z.enum(['inline', 'child']).optional(),
  UPLOAD_RETENTION_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 365)
    .default(24),
  UPLOAD_CLEANUP_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(60),
  // Staff (issue 18): an activity still open after this many hours is closed automatically and flagged
  // for review; the scan runs every STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES.
  STAFF_AUTO_CLOCK_OUT_HOURS: z.coerce.number().min(0.0001).max(48).default(12),
  STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES: z.coerce
    .number()
    .min(0.001)
    .max(24 * 60)
    .default(5),
  // Staff time records of deleted (anonymised) people are kept this many years (DE: MiLoG/ArbZG at least
  // 2), then removed by a job that runs every STAFF_RETENTION_CHECK_HOURS.
  STAFF_RETENTION_YEARS: z.coerce.number().min(0).max(30).default(2),
  STAFF_RETENTION_CHECK_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 7)
    .default(24),
  // Insights (issue 20): raw analytics events older than ANALYTICS_RETENTION_MONTHS are deleted (rollups
  // stay); the hourly/daily rollups and the retention run every ANALYTICS_ROLLUP_MINUTES.
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  ANALYTICS_ROLLUP_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(60),
  // A statistics request that includes today rebuilds today's visitor rollup when it is older than this.
  ANALYTICS_TODAY_FRESH_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  // Page views one visitor (daily hash) may add per minute; more are answered alike but not stored (issue 36).
  ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE: count(30),
  // Audit log (issue 21 item 6): rows older than AUDIT_RETENTION_DAYS are deleted by a job that runs every
  // AUDIT_RETENTION_CHECK_HOURS (the log holds staff names and IP addresses: keep it no longer than needed).
  AUDIT_RETENTION_DAYS: z.coerce.number().min(1).max(3650).default(365),
  AUDIT_RETENTION_CHECK_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 7)
    .default(24),
  // Realtime (issue 5): extra browser origins allowed to open sockets (comma-separated), handshake
  // attempts per IP and minute, the Redis stream the Socket.IO adapter shares, the missed-order check.
  SOCKET_ALLOWED_ORIGINS: z.string().default(''),
  SOCKET_HANDSHAKES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SOCKET_REDIS_STREAM: z
    .string()
    .regex(/^[\w:.-]{1,100}$/)
    .default('bestellwerk:socket.io'),
  MISSED_ORDER_CHECK_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  // Workers (issue 6): side-effect providers; without them local sinks under DATA_DIR are used.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  // 'file' writes mails under DATA_DIR/mail instead of sending them (default without SMTP_URL outside
  // production; production's worker refuses to start without SMTP_URL unless this is set on purpose).
  MAIL_TRANSPORT: z.enum(['smtp', 'file']).optional(),
  MAIL_FROM: z.email().default('bestellung@localhost.localdomain'),
  // Where contact-form mails go; a submission for a branch goes to that branch's e-mail when it has one
  // (issue 36); without CONTACT_FORM_TO the oldest branch's e-mail (public first), else MAIL_FROM.
  CONTACT_FORM_TO: z.email().optional(),
  SMS_URL: z.url().optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(16).default('Bestellung'),
  // 'websms' (SMS_URL + SMS_TOKEN), 'file' (texts under DATA_DIR/sms, the default outside production) or
  // 'none'; without a transport customers are not offered SMS notifications (issue 37 item 6).
  SMS_TRANSPORT: z.enum(['websms', 'file', 'none']).optional(),
  PRINTER_ADDRESS: z
    .string()
    .regex(/^[\w.-]+(:\d{1,5})?$/)
    .optional(),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2000),
  JOB_LOCK_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  // Outgoing webhooks of external users (issue 22 item 5): extra hosts (comma list), timeout, auto-disable.
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(15),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('bull'),
  // Online payment providers (issue 6); without them the development provider answers.
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/)
    .optional(),
  MOLLIE_API_URL: z.url().optional(),
  DATATRANS_MERCHANT_ID: z.string().min(1).optional(),
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  DATATRANS_HMAC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32,}$/)
    .optional(),
  DATATRANS_API_URL: z.url().default('https://api.sandbox.datatrans.com'),
  DATATRANS_PAY_URL: z.url().default('https://pay.sandbox.datatrans.com'),
  // Kiosk card terminal (issue 21): 'dev' approves every charge (default outside production), 'none' offers no card.
  KIOSK_CARD_TERMINAL: z.enum(['dev', 'none']).optional(),
  // Files (issue 14): with S3_BUCKET an S3-compatible store holds uploads and images instead of DATA_DIR.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/, 'leer oder Ordner mit / am Ende')
    .default(''),
  // Issue 39 item 7: encrypts the frontdesk keys so an admin can show a branch's link again. Without it in
  // production keys are kept as a hash only (the link is shown once); never change it once set.
  APP_SECRET: z.string().min(32, 'mindestens 32 Zeichen').optional(),
});

export type AppConfig = Readonly<{
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** APP_SECRET (a fixed development value outside production); null: secrets are not kept recoverable. */
  appSecret: string | null;
  database: { mode: 'postgres'; url: string } | { mode: 'embedded'; dataDir: string };
  redis: { mode: 'redis'; url: string } | { mode: 'in-process' };
  dataDir: string;
  /** The built frontend served beside the API (relative to the working directory); absent = API only. */
  frontendDist: string;
  logLevel: string;
  /** How log lines look: readable text (a terminal) or JSON lines (a log collector). */
  logFormat: 'pretty' | 'json';
  trustProxy: TrustProxy;
  /** API processes (node:cluster workers sharing the port); 1 = no cluster. */
  webConcurrency: number;
  /** SHUTDOWN_GRACE_SECONDS in ms: a stopping process exits at the latest this long after SIGTERM. */
  shutdownGraceMs: number;
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  seedDemo: boolean;
  /** With the demo data: an illustration for every product, category, branch and the logo. */
  seedDemoImages: boolean;
  /** With the demo data: 12 months of generated orders and visits (issue 20). */
  seedDemoInsights: boolean;
  demoPasswords: { admin: string; employee: string; fromEnv: boolean };
  /** ADMIN_PASSWORD as given (null: unset): `npm run admin -- create` takes it instead of reading stdin. */
  adminPassword: string | null;
  bodyLimit: string;
  loginThrottle: {
    maxFailuresAccount: number;
    maxFailuresIp: number;
    lockMinutes: number;
    delayAfterFailures: number;
    delaySeconds: number;
  };
  /** Wrong PINs (time clock, kiosk exit) before a growing delay; seconds. */
  pinThrottle: { maxFailures: number; delaySeconds: number; maxDelaySeconds: number };
  /** Counts per hour for anonymous callers (see limits/). */
  rateLimits: {
    ordersPerIp: number;
    ordersPerRecipient: number;
    statusPerIp: number;
    wrongHashesPerIp: number;
    uploadsPerIp: number;
    uploadBytesPerIp: number;
    loginLinksPerIp: number;
    loginLinksPerAddress: number;
    resendsPerOrder: number;
    pairingsPerIp: number;
    contactFormsPerIp: number;
    contactFormsPerSender: number;
    contactFormsPerInbox: number;
  };
  uploadMaxBytes: number;
  uploads: {
    maxPixels: number;
    retentionMs: number;
    cleanupEveryMs: number;
    /** IMAGE_RENDER_PROCESS; null: the process's default (the worker: 'child', the API: 'inline'). */
    renderProcess: 'inline' | 'child' | null;
  };
  staff: { autoClockOutMs: number; autoClockOutCheckMs: number; retentionYears: number; retentionCheckMs: number };
  insights: {
    retentionMonths: number;
    rollupEveryMs: number;
    todayFreshMs: number;
    pageViewsPerVisitorPerMinute: number;
  };
  audit: { retentionDays: number; retentionCheckMs: number };
  jobs: {
    /** null with mailTransport 'file'. */
    smtpUrl: string | null;
    /** 'file': mails are written under DATA_DIR/mail; mailTransportChosen: MAIL_TRANSPORT was set. */
    mailTransport: 'smtp' | 'file';
    mailTransportChosen: boolean;
    mailFrom: string;
    /** CONTACT_FORM_TO: recipient of contact-form mails (null: a branch's e-mail, else mailFrom). */
    contactFormTo: string | null;
    /** transport 'none': no SMS is offered or sent; 'file': texts go under DATA_DIR/sms. */
    sms: { url: string | null; token: string | null; sender: string; transport: 'websms' | 'file' | 'none' };
    printerAddress: string | null;
    attempts: number;
    backoffMs: number;
    lockSeconds: number;
    concurrency: number;
    queuePrefix: string;
  };
  /**
   * Webhooks (issue 22): hosts reachable besides loopback in development/test (in production, when set,
   * the only ones); delivery timeout; consecutive failed attempts after which an endpoint is disabled.
   */
  webhooks: { allowedHosts: string[]; restricted: boolean; timeoutMs: number; disableAfter: number };
  payments: {
    mollie: { apiKey: string; apiUrl: string | null } | null;
    datatrans: { merchantId: string; password: string; hmacKey: string; apiUrl: string; payUrl: string } | null;
  };
  /** The kiosk's card terminal driver (issue 21); 'none': kiosks offer payment at the counter only. */
  kiosk: { cardTerminal: 'dev' | 'none' };
  realtime: { allowedOrigins: string[]; handshakesPerMinute: number; redisStream: string; missedCheckMs: number };
  /** Where files live: the file system under dataDir, or an S3-compatible bucket (path-style with an endpoint). */
  storage:
    | { mode: 'fs' }
    | {
        mode: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
        prefix: string;
      };
}>;

export class ConfigError extends Error {}

// Development-only passwords of the demo accounts; the README names them and production refuses them.
export const DEV_DEMO_PASSWORDS = { admin: 'demo-admin', employee: 'demo-team' } as const;

// Development and test only: production takes APP_SECRET or none (a public default would protect nothing).
const DEV_APP_SECRET = 'bestellwerk-development-app-secret-not-for-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const seedDemo = e.SEED_DEMO ?? !isProduction;
  if (isProduction && seedDemo && (!e.ADMIN_PASSWORD || !e.EMPLOYEE_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD, EMPLOYEE_PASSWORD: required in production when SEED_DEMO is on',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both or neither');
  }
  if (e.WEB_CONCURRENCY > 1 && (!e.DATABASE_URL || !e.REDIS_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL (embedded mode is one process)',
    );
  }
  if (isProduction) productionGuards(e);
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  MAIL_TRANSPORT: smtp needs SMTP_URL (SMTP_URL fehlt)');
  }
  if (e.SMS_TRANSPORT === 'websms' && !(e.SMS_URL && e.SMS_TOKEN)) {
    throw new ConfigError('Invalid configuration:\n  SMS_TRANSPORT: websms needs SMS_URL and SMS_TOKEN');
  }
  const devPassword = Object.values(DEV_DEMO_PASSWORDS) as string[];
  if (isProduction && [e.ADMIN_PASSWORD, e.EMPLOYEE_PASSWORD].some((p) => p && devPassword.includes(p))) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD, EMPLOYEE_PASSWORD: development passwords are refused in production',
    );
  }
  return Object.freeze({
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appSecret: e.APP_SECRET ?? (isProduction ? null : DEV_APP_SECRET),
    database: e.DATABASE_URL ? { mode: 'postgres', url: e.DATABASE_URL } : { mode: 'embedded', dataDir: e.DATA_DIR },
    redis: e.REDIS_URL ? { mode: 'redis', url: e.REDIS_URL } : { mode: 'in-process' },
    dataDir: e.DATA_DIR,
    frontendDist: e.FRONTEND_DIST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    seedDemo,
    seedDemoImages: e.SEED_DEMO_IMAGES,
    seedDemoInsights: e.SEED_DEMO_INSIGHTS ?? e.NODE_ENV === 'development',
    adminPassword: e.ADMIN_PASSWORD ?? null,
    demoPasswords: {
      admin: e.ADMIN_PASSWORD ?? DEV_DEMO_PASSWORDS.admin,
      employee: e.EMPLOYEE_PASSWORD ?? DEV_DEMO_PASSWORDS.employee,
      fromEnv: Boolean(e.ADMIN_PASSWORD && e.EMPLOYEE_PASSWORD),
    },
    bodyLimit: e.BODY_LIMIT,
    loginThrottle: {
      maxFailuresAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
      maxFailuresIp: e.LOGIN_MAX_FAILURES_IP,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      delayAfterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      delaySeconds: e.LOGIN_DELAY_SECONDS,
    },
    pinThrottle: {
      maxFailures: e.PIN_MAX_FAILURES,
      delaySeconds: e.PIN_DELAY_SECONDS,
      maxDelaySeconds: Math.max(e.PIN_DELAY_SECONDS, e.PIN_MAX_DELAY_SECONDS),
    },
    rateLimits: {
      ordersPerIp: e.RATE_LIMIT_ORDERS_PER_IP,
      ordersPerRecipient: e.RATE_LIMIT_ORDERS_PER_RECIPIENT,
      statusPerIp: e.RATE_LIMIT_STATUS_PER_IP,
      wrongHashesPerIp: e.RATE_LIMIT_WRONG_HASHES_PER_IP,
      uploadsPerIp: e.RATE_LIMIT_UPLOADS_PER_IP,
      uploadBytesPerIp: e.RATE_LIMIT_UPLOAD_MB_PER_IP * 1024 * 1024,
      loginLinksPerIp: e.RATE_LIMIT_LOGIN_LINKS_PER_IP,
      loginLinksPerAddress: e.RATE_LIMIT_LOGIN_LINKS_PER_ADDRESS,
      resendsPerOrder: e.RATE_LIMIT_RESENDS_PER_ORDER,
      pairingsPerIp: e.RATE_LIMIT_PAIRINGS_PER_IP,
      contactFormsPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
      contactFormsPerSender: e.RATE_LIMIT_CONTACT_PER_SENDER,
      contactFormsPerInbox: e.RATE_LIMIT_CONTACT_PER_INBOX,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploads: {
      maxPixels: e.UPLOAD_MAX_PIXELS,
      renderProcess: e.IMAGE_RENDER_PROCESS ?? null,
      retentionMs: Math.round(e.UPLOAD_RETENTION_HOURS * 3_600_000),
      cleanupEveryMs: Math.round(e.UPLOAD_CLEANUP_MINUTES * 60_000),
    },
    staff: {
      autoClockOutMs: Math.round(e.STAFF_AUTO_CLOCK_OUT_HOURS * 3_600_000),
      autoClockOutCheckMs: Math.round(e.STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES * 60_000),
      retentionYears: e.STAFF_RETENTION_YEARS,
      retentionCheckMs: Math.round(e.STAFF_RETENTION_CHECK_HOURS * 3_600_000),
    },
    insights: {
      retentionMonths: e.ANALYTICS_RETENTION_MONTHS,
      rollupEveryMs: Math.round(e.ANALYTICS_ROLLUP_MINUTES * 60_000),
      todayFreshMs: Math.round(e.ANALYTICS_TODAY_FRESH_SECONDS * 1000),
      pageViewsPerVisitorPerMinute: e.ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE,
    },
    audit: {
      retentionDays: e.AUDIT_RETENTION_DAYS,
      retentionCheckMs: Math.round(e.AUDIT_RETENTION_CHECK_HOURS * 3_600_000),
    },
    jobs: {
      smtpUrl: e.MAIL_TRANSPORT === 'file' ? null : (e.SMTP_URL ?? null),
      mailTransport: e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'file'),
      mailTransportChosen: e.MAIL_TRANSPORT !== undefined,
      mailFrom: e.MAIL_FROM,
      contactFormTo: e.CONTACT_FORM_TO ?? null,
      sms: {
        url: e.SMS_TRANSPORT === 'file' || e.SMS_TRANSPORT === 'none' ? null : (e.SMS_URL ?? null),
        token: e.SMS_TOKEN ?? null,
        sender: e.SMS_SENDER,
        transport: e.SMS_TRANSPORT ?? (e.SMS_URL && e.SMS_TOKEN ? 'websms' : isProduction ? 'none' : 'file'),
      },
      printerAddress: e.PRINTER_ADDRESS ?? null,
      attempts: e.JOB_ATTEMPTS,
      backoffMs: e.JOB_BACKOFF_MS,
      lockSeconds: e.JOB_LOCK_SECONDS,
      concurrency: e.JOB_CONCURRENCY,
      queuePrefix: e.QUEUE_PREFIX,
    },
    webhooks: {
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      restricted: !isProduction,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      disableAfter: e.WEBHOOK_DISABLE_AFTER,
    },
    payments: {
      mollie: e.MOLLIE_API_KEY ? { apiKey: e.MOLLIE_API_KEY, apiUrl: e.MOLLIE_API_URL ?? null } : null,
      datatrans:
        e.DATATRANS_MERCHANT_ID && e.DATATRANS_PASSWORD && e.DATATRANS_HMAC_KEY
          ? {
              merchantId: e.DATATRANS_MERCHANT_ID,
              password: e.DATATRANS_PASSWORD,
              hmacKey: e.DATATRANS_HMAC_KEY,
              apiUrl: e.DATATRANS_API_URL.replace(/\/$/, ''),
              payUrl: e.DATATRANS_PAY_URL.replace(/\/$/, ''),
            }
          : null,
    },
    kiosk: { cardTerminal: e.KIOSK_CARD_TERMINAL ?? (isProduction ? 'none' : 'dev') },
    realtime: {
      allowedOrigins: e.SOCKET_ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
      handshakesPerMinute: e.SOCKET_HANDSHAKES_PER_MINUTE,
      redisStream: e.SOCKET_REDIS_STREAM,
      missedCheckMs: Math.round(e.MISSED_ORDER_CHECK_SECONDS * 1000),
    },
    storage: e.S3_BUCKET
      ? {
          mode: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          // Without keys the SDK's default chain applies (instance role, AWS_* variables of the platform).
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          prefix: e.S3_PREFIX,
        }
      : { mode: 'fs' },
  }) as AppConfig;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

/** What production refuses because it would silently lose data or send links nobody can open (issue 37). */
function productionGuards(e: z.infer<typeof envSchema>): void {
  if (!e.DATABASE_URL && !e.ALLOW_EMBEDDED_DATABASE) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production (DATABASE_URL fehlt; the embedded database only with ALLOW_EMBEDDED_DATABASE=true)',
    );
  }
  const host = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname.toLowerCase() : 'localhost';
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: ${e.PUBLIC_URL ? `"${e.PUBLIC_URL}" points at this machine` : 'not set (defaults to localhost)'}; production mails and texts link to it (PUBLIC_URL muss die öffentliche Adresse sein, z. B. https://shop.example.at)`,
    );
  }
}

/**
 * The processes that send mail (the worker; the API when jobs run in-process): production without SMTP_URL
 * would write every customer mail to a file nobody reads, so it needs MAIL_TRANSPORT=file on purpose.
 */
export function assertMailTransport(config: AppConfig): void {
  if (!config.isProduction || config.jobs.smtpUrl || config.jobs.mailTransportChosen) return;
  throw new ConfigError(
    'Invalid configuration:\n  SMTP_URL: required in production to send mails (SMTP_URL fehlt; MAIL_TRANSPORT=file writes them under DATA_DIR/mail on purpose)',
  );
}

/** The entry points' config (API, worker): a bad environment ends the process with the message naming the variable. */
export function loadConfigOrExit(check: (config: AppConfig) => void = () => undefined): AppConfig {
  try {
    const config = loadConfig();
    check(config);
    return config;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
