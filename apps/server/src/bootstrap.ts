import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import { purgeExpiredSessions } from './core/viewer/index.js';
import { type DatabaseHandle, openMigratedDatabase } from './db/client.js';
import { buildServer } from './http/index.js';
import { installServerModules } from './installed-modules.js';
import { workAiSearchJobs } from './modules/ai/index.js';
import { scheduleOverdueAnswers, sendExtendedDeadlineReminders } from './modules/answers/index.js';
import { scheduleBillingJobs } from './modules/billing/index.js';
import { workImportJobs } from './modules/imports/index.js';
import { scheduleDeadlineReminders } from './modules/projects/index.js';
import { scheduleReportExpiry, workReportJobs } from './modules/reports/index.js';
import { scheduleRetentionJobs } from './modules/retention/index.js';
import { createStripeClient } from './platform/billing/index.js';
import { createCaptchaVerifier } from './platform/captcha/index.js';
import { createDiskStorage } from './platform/files/index.js';
import {
  createInProcessQueue,
  createInProcessScheduler,
  createPgBossQueue,
  type JobLogger,
  type JobQueue,
} from './platform/jobs/index.js';
import { createMailer } from './platform/mail/index.js';
import { createLiveEvents } from './platform/pubsub/index.js';
import { createWindowCounters, LoginThrottle } from './platform/rate-limit/index.js';
import { ensurePlanCatalogue, seedDemoData } from './seed/index.js';

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

/** The job queue of the database kind: pg-boss on a PostgreSQL server, in-process on PGlite. */
function openJobQueue(config: AppConfig, logger: JobLogger): Promise<JobQueue> {
  return config.databaseUrl
    ? createPgBossQueue(config.databaseUrl, logger, { pollingIntervalSeconds: config.jobPollingSeconds })
    : Promise.resolve(createInProcessQueue(logger));
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
  // Job errors go to the server's log once it exists (no job runs before the workers start, below).
  let jobLog: JobLogger = { error: (details, message) => console.error(message, details) };
  const [database, jobs] = await Promise.all([
    options.database ??
      openMigratedDatabase({
        url: config.databaseUrl,
        directory: options.inMemoryDatabase ? null : path.join(config.dataDir, 'db'),
        snapshot: options.snapshot,
      }),
    openJobQueue(config, { error: (details, message) => jobLog.error(details, message) }),
  ]);
  const liveEvents = createLiveEvents(config.redisUrl);
  const counters = createWindowCounters(liveEvents.redis);
  const app: AppContext = {
    config,
    db: database.db,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    captcha: createCaptchaVerifier(config.recaptchaSecret),
    loginThrottle: new LoginThrottle(config.loginThrottle, counters),
    storage: createDiskStorage(path.join(config.dataDir, 'files')),
    jobs,
    pubsub: liveEvents.pubsub,
    counters,
    redis: liveEvents.redis,
    stripe: createStripeClient(config.stripe),
  };
  // Building the server needs no data: on PostgreSQL it proceeds while those statements travel.
  const [demoSeeded, server] = await Promise.all([prepareData(app), buildServer(app)]);
  jobLog = server.log;
  const timers = createInProcessScheduler(server.log);
  scheduleBillingJobs(app, timers);
  scheduleDeadlineReminders(app, timers, [sendExtendedDeadlineReminders]);
  scheduleOverdueAnswers(app, timers);
  scheduleReportExpiry(app, timers);
  scheduleRetentionJobs(app, timers);
  await workReportJobs(app);
  await workImportJobs(app);
  await workAiSearchJobs(app);
  return {
    app,
    server,
    database,
    demoSeeded,
    async close() {
      await timers.stop();
      await server.close();
      await jobs.stop();
      await app.mailer.idle();
      await liveEvents.close();
      await database.close();
    },
  };
}
