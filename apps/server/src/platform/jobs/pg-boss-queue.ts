import type { JobLogger, JobQueue, SendOptions, WorkOptions } from './job-queue.js';

export interface PgBossTuning {
  /** How often an instance looks for expired jobs (pg-boss maintenance); default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker asks for a job; default 2 s. */
  pollingIntervalSeconds?: number;
}

/** Where the jobs whose last attempt failed go, for `onFailed`. */
const failedQueueName = (name: string) => `${name}__failed`;

/**
 * pg-boss 10 on the PostgreSQL server (its own schema, `pgboss`). A queue's policy is 'stately': at most one job per
 * singleton key waiting and one running, across every instance. A job whose process died stays active until its
 * expiry; maintenance then fails it and it is retried by whichever instance fetches it next.
 */
export async function createPgBossQueue(
  connectionString: string,
  logger: JobLogger,
  tuning: PgBossTuning = {},
): Promise<JobQueue> {
  // Loaded only on PostgreSQL (the bundle turns this into a require).
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: 'shortlist-jobs',
    schedule: false,
    maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const polling = { pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 2, batchSize: 1 };
  /** This instance's workers by queue: a job it sends is fetched at once, not at the next poll. */
  const workers = new Map<string, string>();

  return {
    durable: true,
    async work<Data extends object>(name: string, handler: (data: Data) => Promise<void>, options: WorkOptions<Data>) {
      const { onFailed } = options;
      if (onFailed) {
        await boss.createQueue(failedQueueName(name), { name: failedQueueName(name) });
        await boss.work<Data>(failedQueueName(name), polling, async ([job]) => {
          if (job) await onFailed(job.data);
        });
      }
      const queue = {
        name,
        policy: 'stately' as const,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        expireInSeconds: options.expireInSeconds,
        ...(onFailed ? { deadLetter: failedQueueName(name) } : {}),
      };
      // Created by the first instance; every instance then applies its options, which jobs take when sent.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
      const worker = await boss.work<Data>(name, polling, async ([job]) => {
        if (job) await handler(job.data);
      });
      workers.set(name, worker);
    },
    async send(name: string, data: object, options: SendOptions = {}) {
      const id = await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
      // Another instance's idle worker still finds the job within its polling interval.
      const worker = workers.get(name);
      if (id !== null && worker) boss.notifyWorker(worker);
      return id !== null;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 30_000 });
    },
  };
}
