import type { JobLogger, JobQueue, SendOptions, WorkOptions } from './job-queue.js';

interface Job {
  data: object;
  key: string | undefined;
  attempt: number;
}

interface Worker {
  handler: (data: object) => Promise<void>;
  options: WorkOptions<object>;
  waiting: Job[];
  running: boolean;
}

/** Rejects once `seconds` have passed (the attempt then counts as failed; its work is still awaited at stop). */
function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The job ran longer than ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * The queue of the embedded database (PGlite serves one process): jobs of one name run one at a time, in the order
 * sent, after the request that sent them; retries, expiry and the singleton rule as on pg-boss.
 */
export function createInProcessQueue(logger: JobLogger): JobQueue {
  const workers = new Map<string, Worker>();
  const inFlight = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const track = (work: Promise<void>) => {
    const tracked = work.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    return work;
  };

  async function attempt(name: string, worker: Worker, job: Job) {
    const { retryLimit, retryDelaySeconds, expireInSeconds, onFailed } = worker.options;
    try {
      await withinSeconds(track(worker.handler(job.data)), expireInSeconds);
    } catch (error) {
      logger.error({ err: error, job: name, attempt: job.attempt }, 'job failed');
      if (stopped) return;
      if (job.attempt <= retryLimit) {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          worker.waiting.push({ ...job, attempt: job.attempt + 1 });
          pump(name);
        }, retryDelaySeconds * 1000);
        retryTimers.add(timer);
      } else if (onFailed) {
        await track(onFailed(job.data)).catch((failure: unknown) =>
          logger.error({ err: failure, job: name }, 'job failure handler failed'),
        );
      }
    }
  }

  function pump(name: string) {
    const worker = workers.get(name);
    if (!worker || worker.running || stopped) return;
    const job = worker.waiting.shift();
    if (!job) return;
    worker.running = true;
    void attempt(name, worker, job).finally(() => {
      worker.running = false;
      pump(name);
    });
  }

  return {
    durable: false,
    async work<Data extends object>(name: string, handler: (data: Data) => Promise<void>, options: WorkOptions<Data>) {
      // A handler is only ever given what was sent under its name.
      const { onFailed } = options;
      workers.set(name, {
        handler: (data) => handler(data as Data),
        options: { ...options, onFailed: onFailed && ((data) => onFailed(data as Data)) },
        waiting: [],
        running: false,
      });
    },
    async send(name: string, data: object, options: SendOptions = {}) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`No worker for the job ${name}`);
      if (stopped) throw new Error('The job queue is stopped');
      const key = options.singletonKey;
      if (key !== undefined && worker.waiting.some((job) => job.key === key)) return false;
      worker.waiting.push({ data, key, attempt: 1 });
      setImmediate(() => pump(name));
      return true;
    },
    async stop() {
      stopped = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
