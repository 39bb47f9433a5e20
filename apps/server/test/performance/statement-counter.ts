import { expect } from 'vitest';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

export interface MeasuredRequest<Data> {
  data: Data;
  /** The SQL of every statement the server issued while the request was in flight, in order. */
  statements: string[];
}

/**
 * The SQL statements one GraphQL request issues, counted deterministically: mail copies still being sent are
 * awaited first, and the request is sent once unmeasured so that work done at most once in a while (a session's
 * lastSeen update, once a minute) falls outside the measured second run. Tests of a file run one after another and
 * the jobs run hourly, so nothing else reaches the database while the request is in flight.
 */
export async function statementsOf<Data = Record<string, unknown>>(
  testApp: TestApp,
  client: HttpClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<MeasuredRequest<Data>> {
  await testApp.running.app.mailer.idle();
  await client.graphql(query, variables);
  const statements: string[] = [];
  const stop = testApp.running.database.observeStatements((sql) => statements.push(sql));
  let result: Awaited<ReturnType<typeof client.graphql<Data>>>;
  try {
    result = await client.graphql<Data>(query, variables);
  } finally {
    stop();
  }
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('The measured request answered without data');
  return { data: result.data, statements };
}

/** The statements of a run, most repeated first, for a failure message that shows where an N+1 sits. */
export function describeStatements(statements: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const sql of statements) counts.set(sql, (counts.get(sql) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([sql, times]) => `${times} × ${sql.length > 200 ? `${sql.slice(0, 200)}…` : sql}`)
    .join('\n');
}

/**
 * The statement count of a list must not grow with its rows: the run over `many` rows issues exactly as many
 * statements as the run over `few`, and no more than `ceiling` (so that an added statement shows in review too).
 */
export function expectConstantStatements(
  name: string,
  few: { rows: number; statements: readonly string[] },
  many: { rows: number; statements: readonly string[] },
  ceiling: number,
) {
  console.info(
    `${name}: ${few.statements.length} statements for ${few.rows} rows, ${many.statements.length} for ${many.rows}`,
  );
  expect(many.statements.length, `${name} with ${many.rows} rows:\n${describeStatements(many.statements)}`).toBe(
    few.statements.length,
  );
  expect(few.statements.length, `${name}:\n${describeStatements(few.statements)}`).toBeLessThanOrEqual(ceiling);
}
