import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@shortlist/domain';
import { z } from 'zod';
import { RestError } from './rest';

/** What browsers say when a request never reached the server. */
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

/** What the server said about an error, whichever way it reached us. */
interface ServerAnswer {
  message: string | null;
  code: string | null;
  fields: Readonly<Record<string, string>>;
}

const fieldsSchema = z.record(z.string(), z.string());
const graphQLErrorSchema = z.object({
  message: z.string().optional(),
  extensions: z.object({ code: z.string().optional(), fields: fieldsSchema.optional() }).optional(),
});
/** A REST error body, or a GraphQL result that arrived with an error status. */
const errorBodySchema = z.union([
  z.object({ message: z.string(), code: z.string().optional(), fields: fieldsSchema.optional() }),
  z.object({ errors: z.tuple([graphQLErrorSchema]).rest(graphQLErrorSchema) }),
]);

function fromGraphQLError(error: z.output<typeof graphQLErrorSchema> | undefined): ServerAnswer {
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
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  if ('errors' in parsed.data) return fromGraphQLError(parsed.data.errors[0]);
  return { message: parsed.data.message, code: parsed.data.code ?? null, fields: parsed.data.fields ?? {} };
}

function serverAnswer(error: unknown): ServerAnswer | null {
  if (error instanceof RestError) return { message: error.message, code: error.code, fields: error.fields ?? {} };
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLError(graphQLErrorSchema.safeParse(error.errors[0]).data);
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
