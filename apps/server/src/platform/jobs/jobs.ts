import type { JobLogger } from './job-queue.js';

/**
 * Work repeated on a timer, in every instance (jobs sent once go through the JobQueue). Each run must be idempotent:
 * two instances running it at once must leave the same result as one.
 */
export interface JobScheduler {
  /** Runs `run` every `intervalMs` (the first time one interval after start). */
  every(name: string, intervalMs: number, run: () => Promise<void>): void;
  /** Stops scheduling and waits for runs in progress. */
  stop(): Promise<void>;
}

/** Timers in this process; a run still going when its next turn comes is not started twice. */
export function createInProcessScheduler(logger: JobLogger): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  return {
    every(name, intervalMs, run) {
      let current: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (stopped || current) return;
        current = run()
          .catch((error: unknown) => logger.error({ err: error, job: name }, 'job failed'))
          .finally(() => {
            if (current) running.delete(current);
            current = null;
          });
        running.add(current);
      }, intervalMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
