import { RE2JS, RE2JSException, RE2JSSyntaxException } from 're2js';
import { QUESTION_MESSAGES } from './question-messages.js';

/**
 * A buyer's pattern runs on RE2 (re2js, plain JavaScript, the same in the browser and on the server): its time grows
 * with the answer's length times the pattern's size, never exponentially as a backtracking RegExp's does. The size
 * is capped as well so that the longest answer is checked in milliseconds.
 */
const MAX_PROGRAM_SIZE = 500;

type Compiled = { ok: true; regexp: RE2JS } | { ok: false; problem: string };

const LOOKAROUND = /^\(\?<?[=!]/;
const BACKREFERENCE = /^\\([1-9]|k)/;

function syntaxReason({ error, input }: RE2JSSyntaxException): string {
  if (input && LOOKAROUND.test(input)) return 'lookahead and lookbehind are not available';
  if (input && BACKREFERENCE.test(input)) return 'back-references are not available';
  if (error === 'expression too large') return 'it is too complex';
  return input ? `${error} (${input})` : error;
}

function compile(pattern: string): Compiled {
  try {
    const regexp = RE2JS.compile(pattern);
    if (regexp.programSize() > MAX_PROGRAM_SIZE) {
      return { ok: false, problem: QUESTION_MESSAGES.unsupportedPattern('it is too complex') };
    }
    return { ok: true, regexp };
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    const reason = error instanceof RE2JSSyntaxException ? syntaxReason(error) : error.message;
    return { ok: false, problem: QUESTION_MESSAGES.unsupportedPattern(reason) };
  }
}

/** The patterns in use are few (one per question): each is compiled once; the cache starts over when full. */
const CACHE_SIZE = 64;
const cache = new Map<string, Compiled>();

function compiled(pattern: string): Compiled {
  let entry = cache.get(pattern);
  if (!entry) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    entry = compile(pattern);
    cache.set(pattern, entry);
  }
  return entry;
}

/** Why the engine does not take this pattern ('This pattern is not supported: …'), or null when it does. */
export function patternProblem(pattern: string): string | null {
  const entry = compiled(pattern);
  return entry.ok ? null : entry.problem;
}

/**
 * Whether the pattern matches somewhere in the text (as RegExp.test does). A pattern the engine does not take, stored
 * before it was refused, matches everything: the supplier cannot change the question, the buyer sees why on editing it.
 */
export function matchesPattern(pattern: string, text: string): boolean {
  const entry = compiled(pattern);
  return !entry.ok || entry.regexp.test(text);
}
