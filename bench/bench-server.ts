import { bootstrap } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { registerBareRoutes } from './bare-routes.js';

/**
 * The server under load: started the way `npm start` starts it (the environment decides production mode, the
 * database and the port), plus the bare baseline routes of bare-routes.ts in the same process.
 */
const config = loadConfig();
const running = await bootstrap(config);
registerBareRoutes(running.server, running.app);
await running.server.listen({ port: config.port, host: config.host });

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
