import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../../../e2e/support/rest-routes.js';
import { useTestApp } from '../support/test-app.js';

// No web app build: the server registers only its own routes.
const webDist = await mkdtemp(path.join(os.tmpdir(), 'shortlist-no-web-'));
afterAll(() => rm(webDist, { recursive: true, force: true }));
const testApp = useTestApp({ webDist });

/** `METHOD /path` for every route in Fastify's printed route tree (children print their path below the parent's). */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4 - 1;
    const route = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = route;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${route}`);
  }
  return routes.sort();
}

describe('REST routes', () => {
  it('are all in the list the smoke journey calls on the built server', () => {
    const routes = registeredRoutes(testApp.running.server.printRoutes({ commonPrefix: false }));
    expect(routes).toEqual([...REST_ROUTES].sort());
  });
});
