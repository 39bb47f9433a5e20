import type { AppContext } from '../../app-context.js';
import type { JobScheduler } from '../../platform/jobs/index.js';
import { endLapsedSubscriptions } from './end-lapsed-subscriptions.js';

/** How often cancelled subscriptions whose period ended move to the free plan. */
export const END_LAPSED_SUBSCRIPTIONS_EVERY_MS = 10 * 60_000;

export function scheduleBillingJobs(app: AppContext, jobs: JobScheduler): void {
  jobs.every('end-lapsed-subscriptions', END_LAPSED_SUBSCRIPTIONS_EVERY_MS, async () => {
    await endLapsedSubscriptions(app, new Date());
  });
}
