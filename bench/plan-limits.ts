import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The demo company is on a plan of 10 users and 10 projects a month; the bench needs hundreds of both. While the
 * server is stopped, the bench database's Professional plan loses its limits (this touches only the bench's own
 * throw-away data directory).
 */
export async function liftPlanLimits(dataDir: string): Promise<void> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
  try {
    await client.query(
      `update plans set limits = limits || '{"usersCount": null, "projectsPerMonth": null}'::jsonb where name = 'Professional'`,
    );
  } finally {
    await client.close();
  }
}
