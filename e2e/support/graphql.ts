import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';

/**
 * A GraphQL call with the session of a signed-in page (`page.request`), for a journey's set-up or for another
 * person's action that the journey watches arrive; throws when the server refuses it.
 */
export async function graphql<Data>(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/api/graphql', { headers: { [CSRF_HEADER]: '1' }, data: { query, variables } });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}
