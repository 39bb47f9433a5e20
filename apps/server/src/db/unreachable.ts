/**
 * Whether an error means the database cannot be reached right now (refused or dropped connection, server shutting
 * down or starting up), rather than a fault of the statement: the request may succeed if tried again shortly.
 * Drizzle and pg wrap the driver's error, so the causes are followed.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (DROPPED_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
    current = current.cause;
  }
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** SQLSTATE admin_shutdown, crash_shutdown, cannot_connect_now (class 08 is "connection exception"). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres reports these without a code. */
const DROPPED_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** Seconds a client should wait before it tries again (sent as Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
