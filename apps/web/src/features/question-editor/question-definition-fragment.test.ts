import { parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { fragmentOfDefinition } from './question-definition-fragment';

const stored = (input: Record<string, unknown>): QuestionDefinition => {
  const parsed = parseQuestionDefinition(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.definition;
};

describe('a stored definition in the fragment shape', () => {
  it('keeps a LIST question’s options and choice settings, and leaves the other types’ fields null', () => {
    const list = stored({
      type: 'LIST',
      label: 'Which regions?',
      multiple: true,
      otherOption: true,
      options: [
        { id: 'eu', label: 'Europe', clarificationQuestion: false },
        { id: 'us', label: 'Americas', clarificationQuestion: true },
      ],
    });
    expect(fragmentOfDefinition(list)).toMatchObject({
      type: 'LIST',
      label: 'Which regions?',
      multiple: true,
      otherOption: true,
      options: [
        { id: 'eu', label: 'Europe', clarificationQuestion: false },
        { id: 'us', label: 'Americas', clarificationQuestion: true },
      ],
      rules: null,
      file: null,
      prefix: null,
      yesAnswerText: null,
    });
  });

  it('gives a NUMBER question its bounds with the unset ones null', () => {
    const number = stored({ type: 'NUMBER', label: 'Head count', rules: { min: 1 }, suffix: 'people' });
    expect(fragmentOfDefinition(number)).toMatchObject({
      rules: { min: 1, max: null, maxLength: null, pattern: null },
      suffix: 'people',
      options: null,
      file: null,
    });
  });

  it('gives a FILE question its upload settings', () => {
    const file = stored({ type: 'FILE', label: 'Certificates', file: { multiple: true } });
    expect(fragmentOfDefinition(file).file).toMatchObject({ multiple: true });
    expect(fragmentOfDefinition(file).rules).toBeNull();
  });
});
