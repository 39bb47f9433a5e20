import { describe, expect, it, vi } from 'vitest';
import { createPgBossQueue, type JobQueue } from '../../src/platform/jobs/index.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();
const silent = { error: () => undefined };
const fast = { pollingIntervalSeconds: 0.5 };

/** Two queue instances on the test app's database, as two servers would have. */
async function twoInstances(): Promise<[JobQueue, JobQueue]> {
  const url = testApp.running.app.config.databaseUrl ?? '';
  return Promise.all([createPgBossQueue(url, silent, fast), createPgBossQueue(url, silent, fast)]);
}

const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 15_000 });

// The same rules as the in-process queue's unit test (platform/jobs/in-process-queue.test.ts), on pg-boss.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pg-boss job queue', () => {
  it('runs one job per singleton key at a time across instances, and keeps at most one waiting', async () => {
    const instances = await twoInstances();
    let running = 0;
    let most = 0;
    let runs = 0;
    // Each run holds until the test lets it finish: what is running or waiting never depends on the machine's speed.
    let finish: () => void = () => undefined;
    const handler = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      running -= 1;
      runs += 1;
    };
    const options = { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 30 };
    try {
      for (const queue of instances) await queue.work('probe', handler, options);
      const [first, second] = instances;
      expect(await first.send('probe', {}, { singletonKey: 'k' })).toBe(true);
      await until(() => running === 1);
      expect(await second.send('probe', {}, { singletonKey: 'k' })).toBe(true);
      expect(await first.send('probe', {}, { singletonKey: 'k' })).toBe(false);
      expect(await second.send('probe', {}, { singletonKey: 'k' })).toBe(false);
      finish();
      await until(() => runs === 1 && running === 1);
      expect(await first.send('probe', {}, { singletonKey: 'k' })).toBe(true);
      finish();
      await until(() => runs === 2 && running === 1);
      finish();
      await until(() => runs === 3);
      expect(most).toBe(1);
    } finally {
      finish();
      await Promise.all(instances.map((queue) => queue.stop()));
    }
  }, 45_000);

  it('starts a job its own instance sends at once, without waiting for the next poll', async () => {
    const url = testApp.running.app.config.databaseUrl ?? '';
    const queue = await createPgBossQueue(url, silent, { pollingIntervalSeconds: 60 });
    let ran = false;
    try {
      await queue.work(
        'prompt',
        async () => {
          ran = true;
        },
        { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 30 },
      );
      // Right after work() the worker's first poll has found nothing; the next would come a minute later.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await queue.send('prompt', {})).toBe(true);
      await vi.waitFor(() => expect(ran).toBe(true), { timeout: 10_000 });
    } finally {
      await queue.stop();
    }
  }, 45_000);

  it('retries a failing job retryLimit times, then calls onFailed once', async () => {
    const [queue] = await twoInstances();
    let attempts = 0;
    const failed: object[] = [];
    try {
      await queue.work(
        'failing',
        async () => {
          attempts += 1;
          throw new Error('no');
        },
        { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 30, onFailed: async (data) => void failed.push(data) },
      );
      await queue.send('failing', { id: 'a' });
      await until(() => failed.length === 1);
      expect(attempts).toBe(3);
      expect(failed).toEqual([{ id: 'a' }]);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
