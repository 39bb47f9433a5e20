import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements one connection keeps prepared; later new ones run unnamed, as before. */
export const NAMED_STATEMENTS_PER_CONNECTION = 256;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

function isParameterised(config: unknown, values: unknown): config is QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as QueryConfig;
  const parameters = values ?? (config as QueryConfig).values;
  return (
    typeof text === 'string' &&
    name === undefined &&
    submit === undefined &&
    Array.isArray(parameters) &&
    parameters.length > 0
  );
}

/**
 * Runs each parameterised statement of `client` as a named prepared statement, named by its text. PostgreSQL then
 * parses it once per connection and, after a few runs, reuses its plan: planning the project list's statement cost
 * more than running it (bench/RESULTS.md). Statements without parameters (migrations, DDL) are left alone.
 */
export function nameStatementsOf(client: pg.PoolClient): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (!isParameterised(config, values)) return query(config, values, callback);
    const name = `s_${createHash('sha1').update(config.text).digest('base64url')}`;
    if (!named.has(name)) {
      if (named.size >= NAMED_STATEMENTS_PER_CONNECTION) return query(config, values, callback);
      named.add(name);
    }
    return query({ ...config, name }, values, callback);
  };
}
