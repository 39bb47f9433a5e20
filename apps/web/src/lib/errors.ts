import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { type GraphQLErrorShape, isGraphQLBody, isGraphQLError, restErrorBody } from './error-body';
import { RestError } from './rest-error';

/** What browsers say when a request never reached the server. */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

/** What the server said about an error, whichever way it reached us. */
interface ServerAnswer {
  message: string | null;
  code: string | null;
  fields: Readonly<Record<string, string>>;
}

function fromGraphQLError(error: GraphQLErrorShape | undefined): ServerAnswer {
  return {
    message: error?.message ?? null,
    code: error?.extensions?.code ?? null,
    fields: error?.extensions?.fields ?? {},
  };
}

function fromBodyText(bodyText: string): ServerAnswer | null {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const rest = restErrorBody(body);
  if (rest?.message !== undefined) return { message: rest.message, code: rest.code ?? null, fields: rest.fields ?? {} };
  if (isGraphQLBody(body)) return fromGraphQLError(body.errors[0]);
  return null;
}

function serverAnswer(error: unknown): ServerAnswer | null {
  if (error instanceof RestError) return { message: error.message, code: error.code, fields: error.fields ?? {} };
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    return fromGraphQLError(isGraphQLError(first) ? first : undefined);
  }
  if (ServerError.is(error)) return fromBodyText(error.bodyText);
  return null;
}

function isFetchFailure(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILURES.has(error.message);
}

/**
 * Spec 1 §8: the server's message replaces the error's own; a request that never reached the server reads
 * 'Sorry, we are having trouble with it. Please try again.'; anything else shows the generic text (an exception
 * thrown by the page itself is no message for a user).
 */
export function toUserMessage(error: unknown): string {
  if (isFetchFailure(error)) return MESSAGES.failedToFetch;
  const message = serverAnswer(error)?.message?.trim();
  return message ? message : MESSAGES.generic;
}

/** The error's code: a REST body's `code` or the first GraphQL error's `extensions.code`. */
export function errorCode(error: unknown): string | null {
  return serverAnswer(error)?.code ?? null;
}

/** A stale version: someone else saved the record first (house rules: reload and say so). */
export const isConflict = (error: unknown) => errorCode(error) === ERROR_CODES.conflict;

/** Field name → message from a REST body's `fields`, or from the first GraphQL error's `extensions.fields`. */
export function serverFieldErrors(error: unknown): Readonly<Record<string, string>> {
  return serverAnswer(error)?.fields ?? {};
}
