import { MESSAGES } from '@shortlist/domain';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { userFacingError } from '../core/errors.js';

/**
 * Errors meant for users pass through (an AppError becomes a GraphQLError with its code, HTTP status and headers; a
 * database out of reach becomes a 503 with Retry-After); the rest are logged and masked with the generic message (with the cause as `detail` in development only).
 */
export function maskError(error: unknown, isDev: boolean): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const meantForUser = userFacingError(original);
  if (meantForUser) {
    const { message, code, status, headers, fields, details } = meantForUser;
    return new GraphQLError(message, {
      extensions: {
        code,
        http: { status, ...(headers ? { headers } : {}) },
        ...(fields ? { fields } : {}),
        ...(details ? { details } : {}),
      },
    });
  }
  const raisedAsGraphQLError =
    error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError);
  if (raisedAsGraphQLError) return error;
  console.error('GraphQL request failed:', original);
  return new GraphQLError(MESSAGES.generic, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(isDev ? { detail: String(original) } : {}) },
  });
}

/** The error as clients see it: the `http` extension (which steers the HTTP status) stays on the server. */
export function formatError(error: GraphQLError): GraphQLFormattedError {
  // graphql-jit leaves `extensions` undefined on errors of its own (variables of the wrong type).
  const { http: _http, ...extensions } = error.extensions ?? {};
  return { ...error.toJSON(), extensions: Object.keys(extensions).length > 0 ? extensions : undefined };
}
