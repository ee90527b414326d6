import { z } from 'zod';

// The only place that reads process.env: validated once at boot into a typed, frozen object.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  DATA_DIR: z.string().min(1).default('./var'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'muss mit redis:// oder rediss:// beginnen')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: bool.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SEED_DEMO: bool.optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  EMPLOYEE_PASSWORD: z.string().min(10).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/)
    .default('256kb'),
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
});

export type AppConfig = Readonly<{
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  database: { mode: 'postgres'; url: string } | { mode: 'embedded'; dataDir: string };
  redis: { mode: 'redis'; url: string } | { mode: 'in-process' };
  dataDir: string;
  logLevel: string;
  trustProxy: boolean;
  sessionTtlHours: number;
  seedDemo: boolean;
  demoPasswords: { admin: string; employee: string; fromEnv: boolean };
  bodyLimit: string;
  loginThrottle: { maxFailuresAccount: number; maxFailuresIp: number; lockMinutes: number };
}>;

export class ConfigError extends Error {}

// Development-only passwords of the demo accounts; the README names them and production refuses them.
export const DEV_DEMO_PASSWORDS = { admin: 'demo-admin', employee: 'demo-team' } as const;

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
    database: e.DATABASE_URL ? { mode: 'postgres', url: e.DATABASE_URL } : { mode: 'embedded', dataDir: e.DATA_DIR },
    redis: e.REDIS_URL ? { mode: 'redis', url: e.REDIS_URL } : { mode: 'in-process' },
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    seedDemo,
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
    },
  }) as AppConfig;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
