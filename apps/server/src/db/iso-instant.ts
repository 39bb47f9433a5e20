import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as the ISO 8601 UTC text the API sends (2026-11-24T01:11:39.093Z), written by the database: a list of
 * hundreds of instants then skips a Date per row on the way in and toISOString on the way out.
 */
export const isoInstant = (instant: SQL): SQL<string> =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
