import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shortlist <no-reply@shortlist.local>'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]')
    .optional(),
  SUPPORT_EMAIL: z.email().default('support@shortlist.example'),
  SALES_EMAIL: z.email().default('sales@shortlist.example'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  MAIL_ROUTES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  CONTACT_FORMS_PER_HOUR: z.coerce.number().int().positive().default(5),
  RECEIPT_CHECKS_PER_HOUR: z.coerce.number().int().positive().default(60),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  FILE_STORAGE_QUOTA_MB: z.coerce.number().int().positive().default(10_240),
  UPLOADS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(500),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).default(2),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Live events go through Redis when set, so every server instance sees them. */
  redisUrl: string | undefined;
  mailFrom: string;
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  supportEmail: string;
  /** Where the public contact and demo forms' submissions are mailed (SALES_EMAIL); shown when sending fails. */
  salesEmail: string;
  /** Card payments (Stripe) when secretKey is set; apiUrl points the SDK at another host, e.g. a local stand-in. */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  session: { idleMs: number; absoluteMs: number };
  loginThrottle: { maxFailuresPerAccount: number; maxAttemptsPerAddress: number; windowMs: number };
  /** Requests per minute and client address to the routes that send mail. */
  mailRoutesPerMinute: number;
  /** Contact and demo form submissions per hour and client address, both forms together (CONTACT_FORMS_PER_HOUR). */
  contactFormsPerHour: number;
  /** Receipt checks on the public verify page per hour and client address (RECEIPT_CHECKS_PER_HOUR). */
  receiptChecksPerHour: number;
  seedDemo: boolean;
  /** Take the client address from X-Forwarded-For; only behind a proxy that overwrites that header. */
  trustProxy: boolean;
  webDist: string;
  logLevel: string;
  /** Other sites' origins allowed to call the API with the user's cookie (CORS); the site itself needs none. */
  corsOrigins: string[];
  /** Schema introspection: on outside production unless turned off, off in production unless turned on. */
  introspection: boolean;
  /** Uploads: the stored bytes a company may hold in all, and the files one user may upload in an hour. */
  uploads: { companyQuotaBytes: number; perUserPerHour: number };
  /**
   * How often an idle pg-boss worker looks for a job sent by another instance or due for a retry (a job an instance
   * sends itself starts at once).
   */
  jobPollingSeconds: number;
  /**
   * An OpenAI-compatible chat-completions endpoint for the AI searches when baseUrl is set (the local engine answers
   * otherwise, and whenever the endpoint fails or times out).
   */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    mailFrom: values.MAIL_FROM,
    recaptchaSecret: values.RECAPTCHA_SECRET,
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    supportEmail: values.SUPPORT_EMAIL,
    salesEmail: values.SALES_EMAIL,
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      apiUrl: values.STRIPE_API_URL,
    },
    session: {
      idleMs: values.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: values.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    loginThrottle: {
      maxFailuresPerAccount: values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerAddress: values.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: values.LOGIN_WINDOW_MINUTES * 60_000,
    },
    mailRoutesPerMinute: values.MAIL_ROUTES_PER_MINUTE,
    contactFormsPerHour: values.CONTACT_FORMS_PER_HOUR,
    receiptChecksPerHour: values.RECEIPT_CHECKS_PER_HOUR,
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
    webDist: path.resolve(values.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: values.LOG_LEVEL,
    corsOrigins: values.CORS_ORIGINS,
    introspection: values.GRAPHQL_INTROSPECTION ?? values.NODE_ENV !== 'production',
    uploads: {
      companyQuotaBytes: values.FILE_STORAGE_QUOTA_MB * 1024 * 1024,
      perUserPerHour: values.UPLOADS_PER_USER_PER_HOUR,
    },
    jobPollingSeconds: values.JOB_POLLING_SECONDS,
    ai: {
      baseUrl: values.AI_BASE_URL,
      apiKey: values.AI_API_KEY,
      model: values.AI_MODEL,
      timeoutMs: values.AI_TIMEOUT_MS,
    },
  };
}
