import type { AppContext } from '../../app-context.js';
import type { JobScheduler } from '../../platform/jobs/index.js';
import { applyRetention } from './retention-apply.js';

/** Issue 38: retention is applied once a day (each run is idempotent, so every instance may run it). */
export const APPLY_RETENTION_EVERY_MS = 24 * 60 * 60_000;

export function scheduleRetentionJobs(app: AppContext, jobs: JobScheduler): void {
  jobs.every('apply-retention', APPLY_RETENTION_EVERY_MS, async () => {
    await applyRetention(app, new Date());
  });
}
