import { MESSAGES, unstorableTextProblem } from '@shortlist/domain';
import { badInput } from '../errors.js';

/** Far deeper than any input of the API (a client table's data is about 6 levels); deeper nesting is refused. */
export const MAX_INPUT_DEPTH = 64;

/** An array or a plain object, as JSON and query strings decode to (a raw body's Buffer is not walked). */
const isDecoded = (value: unknown): value is object =>
  Array.isArray(value) ||
  (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * Why decoded request values (a JSON body, a query string, GraphQL variables) cannot be taken, or null: text the
 * database cannot store, in a value or a key, or nesting deeper than MAX_INPUT_DEPTH (which recursive code further on,
 * e.g. zod or JSON.stringify, would overflow the stack on). Walked with a stack of its own, so that it never does.
 */
export function requestValuesProblem(value: unknown): string | null {
  const pending: Array<[value: unknown, depth: number]> = [[value, 0]];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [next, depth] = entry;
    if (typeof next === 'string') {
      const problem = unstorableTextProblem(next);
      if (problem) return problem;
    } else if (isDecoded(next)) {
      if (depth >= MAX_INPUT_DEPTH) return MESSAGES.nestedTooDeeply(MAX_INPUT_DEPTH);
      const isList = Array.isArray(next);
      for (const [key, child] of Object.entries(next)) {
        const problem = isList ? null : unstorableTextProblem(key);
        if (problem) return problem;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses the values as bad input (400) when requestValuesProblem finds a problem. */
export function assertTakeable(...values: unknown[]) {
  for (const value of values) {
    const problem = requestValuesProblem(value);
    if (problem) throw badInput(problem);
  }
}
