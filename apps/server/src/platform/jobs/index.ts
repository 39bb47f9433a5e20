export { createInProcessQueue } from './in-process-queue.js';
export type { JobLogger, JobQueue, SendOptions, WorkOptions } from './job-queue.js';
export { createInProcessScheduler, type JobScheduler } from './jobs.js';
export { createPgBossQueue, type PgBossTuning } from './pg-boss-queue.js';
