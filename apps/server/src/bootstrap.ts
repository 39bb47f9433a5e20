import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openMigratedDatabase } from './db/client.js';
import { buildServer } from './http/server.js';
import { installServerModules } from './installed-modules.js';
import { LoginThrottle } from './modules/accounts/login-throttle.js';
import { purgeExpiredSessions } from './modules/accounts/sessions.js';
import { scheduleBillingJobs } from './modules/billing/billing-jobs.js';
import { scheduleOverdueAnswers } from './modules/answers/requests/overdue-answers.js';
import { scheduleDeadlineReminders } from './modules/projects/deadline-reminders.js';
import { createStripeClient } from './platform/billing/stripe-client.js';
import { createCaptchaVerifier } from './platform/captcha/captcha.js';
import { createDiskStorage } from './platform/files/storage.js';
import { createInProcessScheduler } from './platform/jobs/jobs.js';
import { createMailer } from './platform/mail/mailer.js';
import { createLiveEvents } from './platform/pubsub/pubsub.js';
import { createWindowCounters } from './platform/rate-limit/window-counters.js';
import { seedDemoData } from './seed/demo.js';
import { ensurePlanCatalogue } from './seed/plans.js';

export interface RunningApp {
  app: AppContext;
  server: FastifyInstance;
  database: DatabaseHandle;
  demoSeeded: boolean;
  close(): Promise<void>;
}

/** The plan catalogue, the demo data on an empty database (true when seeded), and no expired sessions left. */
async function prepareData(app: AppContext): Promise<boolean> {
  const [demoSeeded] = await Promise.all([
    ensurePlanCatalogue(app.db).then(() => (app.config.seedDemo ? seedDemoData(app) : false)),
    purgeExpiredSessions(app.db, app.config.session),
  ]);
  return demoSeeded;
}

/**
 * config → database → migrations → demo seed (empty database only) → HTTP server (not yet listening). `database`, when
 * given, is one already opening (see main.ts); otherwise the configured one is opened here.
 */
export async function bootstrap(
  config: AppConfig,
  options: { inMemoryDatabase?: boolean; snapshot?: Blob; database?: Promise<DatabaseHandle> } = {},
): Promise<RunningApp> {
  installServerModules();
  const database = await (options.database ??
    openMigratedDatabase({
      url: config.databaseUrl,
      directory: options.inMemoryDatabase ? null : path.join(config.dataDir, 'db'),
      snapshot: options.snapshot,
    }));
  const liveEvents = createLiveEvents(config.redisUrl);
  const counters = createWindowCounters(liveEvents.redis);
  const app: AppContext = {
    config,
    db: database.db,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    captcha: createCaptchaVerifier(config.recaptchaSecret),
    loginThrottle: new LoginThrottle(config.loginThrottle, counters),
    storage: createDiskStorage(path.join(config.dataDir, 'files')),
    pubsub: liveEvents.pubsub,
    counters,
    redis: liveEvents.redis,
    stripe: createStripeClient(config.stripe),
  };
  // Building the server needs no data: on PostgreSQL it proceeds while those statements travel.
  const [demoSeeded, server] = await Promise.all([prepareData(app), buildServer(app)]);
  const jobs = createInProcessScheduler(server.log);
  scheduleBillingJobs(app, jobs);
  scheduleDeadlineReminders(app, jobs);
  scheduleOverdueAnswers(app, jobs);
  return {
    app,
    server,
    database,
    demoSeeded,
    async close() {
      await jobs.stop();
      await server.close();
      await app.mailer.idle();
      await liveEvents.close();
      await database.close();
    },
  };
}
