import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase } from '../apps/server/src/db/client.js';

/**
 * The server under load: started the way `npm start` starts it (the environment decides production mode, the
 * database and the port; the database opens while the rest loads, as in main.ts). In the same process, a bare
 * Fastify instance on the next port serves the baseline routes of bare-routes.ts through the same database pool,
 * without the application's hooks (security headers, cross-site checks) or GraphQL.
 */
async function main() {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  database.catch(() => undefined); // awaited, and reported, by bootstrap
  const [{ bootstrap }, { default: Fastify }, { default: cookie }, { registerBareRoutes }] = await Promise.all([
    import('../apps/server/src/bootstrap.js'),
    import('fastify'),
    import('@fastify/cookie'),
    import('./bare-routes.js'),
  ]);
  const running = await bootstrap(config, { database });
  await running.server.listen({ port: config.port, host: config.host });
  const bare = Fastify({ logger: false });
  await bare.register(cookie);
  registerBareRoutes(bare, running.app);
  await bare.listen({ port: config.port + 1, host: config.host });

  const stop = async () => {
    await bare.close();
    await running.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// A function rather than top-level await: the bundle (scripts/build-server.mjs) is CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
