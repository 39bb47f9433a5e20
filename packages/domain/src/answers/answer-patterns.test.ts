import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { type QuestionDefinition, readQuestionDefinition } from '../questions/question-definition.js';
import { settleAnswer } from './answer-rules.js';
import { question } from './answer-test-questions.js';
import { ANSWER_LIMITS } from './answer-types.js';

/** The longest answer a URL, video or e-mail question takes. */
const LONGEST = ANSWER_LIMITS.defaultMaxLength;

/** The outcome of checking the answer, and how long the check blocked. */
function timedCheck(definition: QuestionDefinition, value: string) {
  const started = performance.now();
  const outcome = settleAnswer(definition, { value }, { projectMaxLength: null });
  return {
    kind: outcome.kind,
    message: outcome.kind === 'INVALID' ? outcome.message : null,
    ms: performance.now() - started,
  };
}

/** Classic patterns a backtracking RegExp takes exponential time on, each with a near-miss and a match. */
const CATASTROPHIC = [
  {
    type: 'URL',
    pattern: '^https://(a+)+$',
    nearMiss: (length: number) => `https://${'a'.repeat(length - 9)}!`,
    match: (length: number) => `https://${'a'.repeat(length - 8)}`,
  },
  {
    type: 'VIDEO',
    pattern: '^https://(a|a)*$',
    nearMiss: (length: number) => `https://${'a'.repeat(length - 9)}!`,
    match: (length: number) => `https://${'a'.repeat(length - 8)}`,
  },
  {
    type: 'EMAIL',
    pattern: '(x+x+)+y',
    nearMiss: (length: number) => `${'x'.repeat(length - 9)}@acme.com`,
    match: (length: number) => `${'x'.repeat(length - 10)}y@acme.com`,
  },
] as const;

describe('settleAnswer: a buyer’s pattern is checked in linear time', () => {
  it.each(CATASTROPHIC)(`$type $pattern: a ${LONGEST}-character answer is checked in milliseconds`, (example) => {
    const definition = question(example.type, { rules: { pattern: example.pattern } });
    const nearMiss = example.nearMiss(LONGEST);
    const match = example.match(LONGEST);
    expect([nearMiss.length, match.length]).toEqual([LONGEST, LONGEST]);

    const refused = timedCheck(definition, nearMiss);
    expect(refused).toMatchObject({ kind: 'INVALID', message: MESSAGES.pattern(example.pattern) });
    expect(refused.ms).toBeLessThan(100);

    const kept = timedCheck(definition, match);
    expect(kept).toMatchObject({ kind: 'SAVE', message: null });
    expect(kept.ms).toBeLessThan(100);
  });

  it('matches anywhere in the answer, as a regular expression test does', () => {
    const definition = question('URL', { rules: { pattern: 'acme\\.(com|org)' } });
    expect(timedCheck(definition, 'https://www.acme.org/demo').kind).toBe('SAVE');
    expect(timedCheck(definition, 'https://acme.net').kind).toBe('INVALID');
  });

  it('checks an answer without a stored pattern the engine does not take', () => {
    const definition = readQuestionDefinition({ type: 'URL', label: 'Demo', rules: { pattern: '^(?!http:)' } });
    expect(definition).toMatchObject({ type: 'URL', rules: { pattern: '^(?!http:)' } });
    expect(timedCheck(definition as QuestionDefinition, 'http://acme.com').kind).toBe('SAVE');
    expect(timedCheck(definition as QuestionDefinition, 'acme.com').message).toBe('Value is not a valid URL');
  });
});
