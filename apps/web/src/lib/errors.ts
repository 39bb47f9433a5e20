import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@shortlist/domain';
import { z } from 'zod';
import { RestError } from './rest';

/** What browsers say when a request never reached the server. */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

const serverBodySchema = z.object({ message: z.string() });
const fieldsSchema = z.record(z.string(), z.string());

function isFetchFailure(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILURES.has(error.message);
}

function messageFromBody(bodyText: string): string | null {
  try {
    const parsed = serverBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/** The message the server gave for this error, if it gave one. */
function serverMessage(error: unknown): string | null {
  if (error instanceof RestError) return error.message;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  if (ServerError.is(error)) return messageFromBody(error.bodyText);
  return null;
}

/**
 * Spec 1 §8: the server's message replaces the error's own; a request that never reached the server reads
 * 'Sorry, we are having trouble with it. Please try again.'; anything else shows the generic text (an exception
 * thrown by the page itself is no message for a user).
 */
export function toUserMessage(error: unknown): string {
  if (isFetchFailure(error)) return MESSAGES.failedToFetch;
  const message = serverMessage(error);
  return message !== null && message.trim() !== '' ? message : MESSAGES.generic;
}

/** The error's code: a REST body's `code` or the first GraphQL error's `extensions.code`. */
export function errorCode(error: unknown): string | null {
  if (error instanceof RestError) return error.code;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Field name → message from a REST body's `fields`, or from the first GraphQL error's `extensions.fields`. */
export function serverFieldErrors(error: unknown): Readonly<Record<string, string>> {
  if (error instanceof RestError) return error.fields ?? {};
  if (CombinedGraphQLErrors.is(error)) {
    const parsed = fieldsSchema.safeParse(error.errors[0]?.extensions?.fields);
    return parsed.success ? parsed.data : {};
  }
  return {};
}
