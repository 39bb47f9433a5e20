/**
 * The one place unexpected exceptions are reported. It writes to the console for now; an error-reporting service
 * plugs in here without touching the callers.
 */
export function reportError(error: unknown, context?: string): void {
  console.error(context ? `[shortlist] ${context}` : '[shortlist]', error);
}
