import type { FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { GraphQLContext } from '../core/graphql/index.js';
import { assertTakeable } from '../core/http/index.js';
import type { OperationPreparer } from '../graphql/index.js';
import { formatError } from '../graphql/index.js';

/**
 * GraphQL over HTTP (graphql.github.io/graphql-over-http) on Fastify's own request and reply: the operation comes
 * from the JSON body Fastify has already parsed (or the query string of a GET), runs as a prepared operation
 * (graphql/prepared-operations.ts), and the result goes back as one JSON string. Going through Yoga's fetch adapter
 * and envelop instead cost several times the operation itself for small queries (issue 12, docs/performance.md).
 */

interface OperationParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);

/** A refusal of the request itself, before anything runs, with its HTTP status. */
const requestError = (message: string, status = 400, headers?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status, headers } } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET sends variables and extensions as JSON text in the query string. */
function parsedQueryString(query: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = { ...query };
  for (const name of ['variables', 'extensions']) {
    const text = params[name];
    if (typeof text !== 'string' || text === '') continue;
    try {
      params[name] = JSON.parse(text);
    } catch {
      throw requestError(`The "${name}" parameter is not valid JSON.`);
    }
    // The HTTP layer checked the text; what it decodes to is checked as a JSON body is.
    assertTakeable(params[name]);
  }
  return params;
}

/** The operation a request asks for; a malformed one is refused with 400, as Yoga refused it. */
function operationParams(request: FastifyRequest): OperationParams {
  const params = request.method === 'GET' ? parsedQueryString(request.query as Record<string, unknown>) : request.body;
  if (!isObject(params)) throw requestError('Expected the request body to be one JSON object.');
  for (const [name, value] of Object.entries(params)) {
    if (value != null && !PARAMS.has(name)) throw requestError(`Unexpected parameter "${name}" in the request body.`);
  }
  if (typeof params.query !== 'string') throw requestError('Must provide query string.');
  if (params.variables != null && !isObject(params.variables)) {
    throw requestError('Expected "variables" param to be empty or an object.');
  }
  if (params.operationName != null && typeof params.operationName !== 'string') {
    throw requestError('Expected "operationName" param to be a string.');
  }
  return {
    query: params.query,
    variables: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
  };
}

/**
 * The prepared (parsed, validated, compiled) operation runs with the request's context. Only queries may use GET, so
 * a link cannot change anything; subscriptions run over the websocket.
 */
export async function runOperation(
  prepare: OperationPreparer,
  request: FastifyRequest,
  context: GraphQLContext,
): Promise<ExecutionResult> {
  const params = operationParams(request);
  const operation = prepare(params.query, params.operationName);
  if ('errors' in operation) return { errors: operation.errors };
  if (operation.kind === 'mutation' && request.method === 'GET') {
    throw requestError('Can only perform a mutation operation from a POST request.', 405, { Allow: 'POST' });
  }
  if (operation.kind === 'subscription') {
    throw requestError('Subscriptions are served over the websocket on this address.', 405);
  }
  return operation.run(context, params.variables);
}

interface HttpExtension {
  status?: number;
  /** Set on errors the spec gives a status only under application/graphql-response+json. */
  spec?: boolean;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const RESPONSE_MEDIA_TYPE = 'application/graphql-response+json';

/**
 * The result as the response: the highest status an error asks for (a request error's 400, an AppError's 403 or
 * 404…), else 200. Under plain application/json, parse and validation errors answer 200 as the spec requires for legacy clients. The `http` extension steers the status and is removed.
 * A failure before execution (masked as INTERNAL_SERVER_ERROR, no data) answers 500.
 */
export function httpAnswer(result: ExecutionResult, accept: string | undefined): HttpAnswer {
  const graphQLResponse = accept?.includes(RESPONSE_MEDIA_TYPE) ?? false;
  const headers: Record<string, string> = {
    'content-type': `${graphQLResponse ? RESPONSE_MEDIA_TYPE : 'application/json'}; charset=utf-8`,
  };
  let status = 0;
  let failed = false;
  const errors = result.errors?.map((error) => {
    const http = error.extensions?.http as HttpExtension | undefined;
    failed ||= error.extensions?.code === 'INTERNAL_SERVER_ERROR';
    if (http?.headers) Object.assign(headers, http.headers);
    if (http?.status && (graphQLResponse || !http.spec)) status = Math.max(status, http.status);
    return formatError(error);
  });
  if (status === 0) status = failed && !('data' in result) ? 500 : 200;
  return { status, headers, body: JSON.stringify(errors ? { ...result, errors } : result) };
}
