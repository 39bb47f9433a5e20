import { MESSAGES } from '@shortlist/domain';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors.js';

/**
 * Errors meant for users pass through (an AppError becomes a GraphQLError with its code and HTTP status); the rest
 * are logged and masked with the generic message (with the cause as `detail` in development only).
 */
export function maskError(error: unknown, isDev: boolean): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: original.code,
        http: { status: original.status },
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.details ? { details: original.details } : {}),
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
