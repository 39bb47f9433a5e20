import { afterAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a query is sent on a connection still busy with another, as
 * Promise.all over one transaction does; pg 9 refuses it. The file during which the warning comes fails.
 */
const OVERLAP_WARNING = 'Calling client.query() when the client is already executing a query';
const overlaps: string[] = [];
const guarded = globalThis as { overlappingQueryGuard?: boolean };

if (!guarded.overlappingQueryGuard) {
  guarded.overlappingQueryGuard = true;
  process.on('warning', (warning) => {
    if (warning.message.startsWith(OVERLAP_WARNING)) overlaps.push(warning.message);
  });
}

afterAll(async () => {
  // The warning is emitted on the next tick after the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  expect(overlaps.splice(0), 'queries overlapped on one connection (a Promise.all inside a transaction?)').toEqual([]);
});
