import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { StripeClient } from './platform/billing/index.js';
import type { CaptchaVerifier } from './platform/captcha/index.js';
import type { FileStorage } from './platform/files/index.js';
import type { JobQueue } from './platform/jobs/index.js';
import type { Mailer } from './platform/mail/index.js';
import type { AppPubSub } from './platform/pubsub/index.js';
import type { LoginThrottle, WindowCounters } from './platform/rate-limit/index.js';

/** What every service verb may use: created once at start-up and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  loginThrottle: LoginThrottle;
  storage: FileStorage;
  /** Background jobs sent once (reports): pg-boss on PostgreSQL, in-process on PGlite. */
  jobs: JobQueue;
  /** Live events (notifications) for GraphQL subscriptions, shared across instances when Redis is configured. */
  pubsub: AppPubSub;
  /** Rate-limit counters, shared across instances through Redis when it is configured. */
  counters: WindowCounters;
  /** The Redis connection for commands when REDIS_URL is set (route rate limits share it); null otherwise. */
  redis: Redis | null;
  /** Card payments; null when STRIPE_SECRET_KEY is not set (billing is then self-hosted). */
  stripe: StripeClient | null;
}
