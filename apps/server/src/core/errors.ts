import { type ConflictRecord, ERROR_CODES, fieldErrors, MESSAGES } from '@shortlist/domain';
import type { z } from 'zod';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/unreachable.js';

/** An error whose message is meant for the user; everything else is masked. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra facts for the client, e.g. a plan limit's { current, max }; sent as `details`. */
    readonly details?: Record<string, unknown>,
    /** Response headers that go with the refusal, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON() {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.badUserInput, message, fields);
export const unauthenticated = () => new AppError(401, ERROR_CODES.unauthenticated, 'You must be signed in');
export const forbidden = () => new AppError(403, ERROR_CODES.forbidden, MESSAGES.accessDenied);
export const bodyTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
/** The database cannot be reached for now (see db/unreachable.ts): nothing was done, the client may try again. */
export const serviceUnavailable = () =>
  new AppError(503, ERROR_CODES.serviceUnavailable, MESSAGES.failedToFetch, undefined, undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

/** An error as the user may see it: itself when meant for them, a 503 when the database is out of reach. */
export function userFacingError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  return isDatabaseUnreachable(error) ? serviceUnavailable() : undefined;
}
export const notFound = (what = 'Record') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);

/** A write at a version someone else has saved over since it was read: nothing changes, the record is named. */
export const conflict = (record: ConflictRecord) =>
  new AppError(409, ERROR_CODES.conflict, MESSAGES.staleVersion(record));

/**
 * Refuses a write made at version `read` of a record now at `stored`. Verbs check it before the rights that follow
 * from the record's state (an approval, a new approver), so that a write racing such a change is told of the
 * conflict and reloads, rather than refused for a state the user has not seen.
 */
export function assertVersion(record: ConflictRecord, stored: number, read: number): void {
  if (stored !== read) throw conflict(record);
}

/** Parses input with a domain schema; a failure names the first message and maps every field to its message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? MESSAGES.required;
  throw badInput(first, fields);
}
