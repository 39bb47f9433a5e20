import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { registerBareRoutes } from './bare-routes.js';

/**
 * The server under load: started the way `npm start` starts it (the environment decides production mode, the
 * database and the port). In the same process, a bare Fastify instance on the next port serves the baseline routes
 * of bare-routes.ts through the same database pool, without the application's hooks (security headers, cross-site
 * checks) or GraphQL.
 */
const config = loadConfig();
const running = await bootstrap(config);
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
