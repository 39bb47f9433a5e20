import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@shortlist/domain';
import { RestError } from './rest-error';

/** What browsers say when a request never reached the server. */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

/** What the server said about an error, whichever way it reached us. */
interface ServerAnswer {
  message: string | null;
  code: string | null;
  fields: Readonly<Record<string, string>>;
}

type Fields = Readonly<Record<string, string>>;

interface GraphQLErrorShape {
  message?: string;
  extensions?: { code?: string; fields?: Fields };
}

// The answers are read with plain checks rather than a schema library: the shell reports errors on every page,
// signed-out ones included, so this file stays light.
const isString = (value: unknown): value is string => typeof value === 'string';

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFields(value: unknown): value is Fields {
  return isObject(value) && Object.values(value).every(isString);
}

function isOptional<Value>(value: unknown, check: (candidate: unknown) => candidate is Value): boolean {
  return value === undefined || check(value);
}

function isGraphQLError(value: unknown): value is GraphQLErrorShape {
  if (!isObject(value) || !isOptional(value.message, isString)) return false;
  const { extensions } = value;
  if (extensions === undefined) return true;
  return isObject(extensions) && isOptional(extensions.code, isString) && isOptional(extensions.fields, isFields);
}

/** A REST error body: `{ message, code?, fields? }`. */
function isRestBody(value: unknown): value is { message: string; code?: string; fields?: Fields } {
  return (
    isObject(value) && isString(value.message) && isOptional(value.code, isString) && isOptional(value.fields, isFields)
  );
}

/** A GraphQL result that arrived with an error status: `{ errors: [error, ...] }`. */
function isGraphQLBody(value: unknown): value is { errors: readonly GraphQLErrorShape[] } {
  return (
    isObject(value) && Array.isArray(value.errors) && value.errors.length > 0 && value.errors.every(isGraphQLError)
  );
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
  if (isRestBody(body)) return { message: body.message, code: body.code ?? null, fields: body.fields ?? {} };
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

/** Field name → message from a REST body's `fields`, or from the first GraphQL error's `extensions.fields`. */
export function serverFieldErrors(error: unknown): Readonly<Record<string, string>> {
  return serverAnswer(error)?.fields ?? {};
}
