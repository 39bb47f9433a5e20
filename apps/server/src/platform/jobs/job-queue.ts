/** How a kind of job is run: its retries, its time limit, and what happens once it has failed for good. */
export interface WorkOptions<Data> {
  /** Attempts after the first one; a failed attempt is retried `retryDelaySeconds` later. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long counts as failed (and is retried), even when its process died. */
  expireInSeconds: number;
  /** Runs once the last attempt has failed, on whichever instance notices it. */
  onFailed?: (data: Data) => Promise<void>;
}

export interface SendOptions {
  /**
   * One run per key at a time, across every instance, and at most one job per key waiting: a send while a job of
   * the same key waits is dropped (send answers false).
   */
  singletonKey?: string;
}

/**
 * Jobs sent now and run off the request path by a worker of their name, with retries. pg-boss on PostgreSQL (in the
 * database: they survive a restart and are shared by every instance), in-process on PGlite (lost at a stop: whoever
 * sends them must send them again at start, from what the database says is still to do).
 */
export interface JobQueue {
  /** Whether jobs survive a restart of the process. */
  readonly durable: boolean;
  /** Registers the handler of a job name; call it at start, before the first send of that name. */
  work<Data extends object>(
    name: string,
    handler: (data: Data) => Promise<void>,
    options: WorkOptions<Data>,
  ): Promise<void>;
  /** Queues a job; false when the singleton rule dropped it. */
  send(name: string, data: object, options?: SendOptions): Promise<boolean>;
  /** Takes no more jobs and waits for the running ones. */
  stop(): Promise<void>;
}

export interface JobLogger {
  error(details: Record<string, unknown>, message: string): void;
}
