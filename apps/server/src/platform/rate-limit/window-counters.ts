import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { SlidingWindowCounter } from './sliding-window.js';

/** Events per key within a sliding window of time. */
export interface WindowCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Makes the named counters of the app: the sign-in throttle, the status e-mail limit, the upload limit… */
export type WindowCounters = (name: string, windowMs: number) => WindowCounter;

function memoryCounter(windowMs: number): WindowCounter {
  const counter = new SlidingWindowCounter(windowMs);
  return {
    count: async (key) => counter.count(key),
    add: async (key) => counter.add(key),
    clear: async (key) => counter.clear(key),
  };
}

/**
 * One sorted set per key (scores are event times), so every server instance sharing the Redis server counts the
 * same events: two instances do not each allow the whole budget.
 */
function redisCounter(redis: Redis, name: string, windowMs: number): WindowCounter {
  const keyOf = (key: string) => `shortlist:window:${name}:${key}`;
  const forgetOld = (key: string) => redis.zremrangebyscore(keyOf(key), 0, Date.now() - windowMs);
  return {
    async count(key) {
      await forgetOld(key);
      return redis.zcard(keyOf(key));
    },
    async add(key) {
      const now = Date.now();
      await redis.multi().zadd(keyOf(key), now, `${now}:${randomUUID()}`).pexpire(keyOf(key), windowMs).exec();
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}

/** In this process's memory, or in Redis (REDIS_URL) when several instances must share one budget. */
export function createWindowCounters(redis: Redis | null): WindowCounters {
  const made = new Map<string, WindowCounter>();
  return (name, windowMs) => {
    const id = `${name}:${windowMs}`;
    let counter = made.get(id);
    if (!counter) {
      counter = redis ? redisCounter(redis, name, windowMs) : memoryCounter(windowMs);
      made.set(id, counter);
    }
    return counter;
  };
}
