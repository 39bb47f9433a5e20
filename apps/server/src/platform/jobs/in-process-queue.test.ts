import { describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from './in-process-queue.js';

const silent = { error: () => undefined };
const options = { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 5 };

/** A promise and the function that settles it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2000 });

describe('the in-process job queue', () => {
  it('runs a job after the send returns, off the caller’s path', async () => {
    const queue = createInProcessQueue(silent);
    const ran: string[] = [];
    await queue.work<{ id: string }>('job', async ({ id }) => void ran.push(id), options);
    expect(await queue.send('job', { id: 'a' })).toBe(true);
    expect(ran).toEqual([]);
    await until(() => ran.length === 1);
    await queue.stop();
  });

  it('retries a failing job retryLimit times, then calls onFailed once', async () => {
    const queue = createInProcessQueue(silent);
    let attempts = 0;
    const failed: object[] = [];
    await queue.work(
      'job',
      async () => {
        attempts += 1;
        throw new Error('no');
      },
      { ...options, onFailed: async (data) => void failed.push(data) },
    );
    await queue.send('job', { id: 'a' });
    await until(() => failed.length === 1);
    expect(attempts).toBe(3);
    expect(failed).toEqual([{ id: 'a' }]);
    await queue.stop();
  });

  it('stops retrying once an attempt succeeds', async () => {
    const queue = createInProcessQueue(silent);
    let attempts = 0;
    const onFailed = vi.fn(async () => undefined);
    await queue.work(
      'job',
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('once');
      },
      { ...options, onFailed },
    );
    await queue.send('job', {});
    await until(() => attempts === 2);
    await queue.stop();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('counts an attempt that runs past expireInSeconds as failed, and retries it', async () => {
    const queue = createInProcessQueue(silent);
    let attempts = 0;
    const hang = deferred();
    await queue.work(
      'job',
      async () => {
        attempts += 1;
        if (attempts === 1) await hang.promise;
      },
      { ...options, expireInSeconds: 0.05 },
    );
    await queue.send('job', {});
    await until(() => attempts === 2);
    hang.resolve();
    await queue.stop();
  });

  it('drops a send whose singleton key already waits, and runs one job per key at a time', async () => {
    const queue = createInProcessQueue(silent);
    const gate = deferred();
    let running = 0;
    let most = 0;
    let runs = 0;
    await queue.work(
      'job',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        runs += 1;
      },
      options,
    );
    expect(await queue.send('job', {}, { singletonKey: 'k' })).toBe(true);
    expect(await queue.send('job', {}, { singletonKey: 'k' })).toBe(false);
    await until(() => running === 1);
    // The first one runs: one more may wait behind it, not two.
    expect(await queue.send('job', {}, { singletonKey: 'k' })).toBe(true);
    expect(await queue.send('job', {}, { singletonKey: 'k' })).toBe(false);
    expect(await queue.send('job', {}, { singletonKey: 'other' })).toBe(true);
    gate.resolve();
    await until(() => runs === 3);
    expect(most).toBe(1);
    await queue.stop();
  });

  it('waits at stop for the running job, and takes no job after it', async () => {
    const queue = createInProcessQueue(silent);
    const gate = deferred();
    let finished = false;
    await queue.work(
      'job',
      async () => {
        await gate.promise;
        finished = true;
      },
      options,
    );
    await queue.send('job', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = queue.stop();
    setTimeout(gate.resolve, 50);
    await stopping;
    expect(finished).toBe(true);
    await expect(queue.send('job', {})).rejects.toThrow('stopped');
  });
});
