import { describe, expect, it } from 'vitest';
import { type AnswerDraft, draftProblem, emptyDraft } from './answer-draft';
import { buildQuestion } from './answer-input-test-kit';

const draftOf = (fields: Partial<AnswerDraft>): AnswerDraft => ({ ...emptyDraft(), ...fields });

const numberQuestion = (min: number | null, max: number | null) =>
  buildQuestion('NUMBER', { rules: { min, max, maxLength: null, pattern: null } });

describe('draftProblem', () => {
  it('has nothing to say of an empty draft or a valid one', () => {
    expect(draftProblem(buildQuestion('STRING'), emptyDraft(), null)).toBeNull();
    expect(draftProblem(buildQuestion('EMAIL'), draftOf({ value: ' ada@example.com ' }), null)).toBeNull();
    expect(draftProblem(numberQuestion(null, null), draftOf({ value: '-12.5' }), null)).toBeNull();
  });

  it('gives the spec messages for numbers: form, the 9e15 limit and the bounds', () => {
    const problem = (value: string, min: number | null = null, max: number | null = null) =>
      draftProblem(numberQuestion(min, max), draftOf({ value }), null)?.message;
    expect(problem('12a')).toBe('Value is not a valid Number');
    expect(problem('1,000')).toBe('Value is not a valid Number');
    expect(problem('9000000000000001')).toBe('Value is not a valid Number');
    expect(problem('11', 1, 10)).toBe('Should be between 1 and 10');
    expect(problem('0', 1)).toBe('Should be more or equal to 1');
    expect(problem('11', null, 10)).toBe('Should be less or equal to 10');
  });

  it('gives the spec messages for e-mail, web addresses and long texts', () => {
    const problem = (question: ReturnType<typeof buildQuestion>, value: string, max: number | null = null) =>
      draftProblem(question, draftOf({ value }), max);
    expect(problem(buildQuestion('EMAIL'), 'ada@')).toEqual({ field: 'value', message: 'Value is not a valid Email' });
    expect(problem(buildQuestion('URL'), 'example.com')?.message).toBe('Value is not a valid URL');
    expect(problem(buildQuestion('VIDEO'), 'ftp://example.com/a.mp4')?.message).toBe('Value is not a valid URL');
    expect(problem(buildQuestion('STRING'), 'x'.repeat(2001))?.message).toBe('Max 2000 characters');
    expect(problem(buildQuestion('TEXT'), 'x'.repeat(301), 300)?.message).toBe('Max 300 characters');
  });

  it('names the field: the other option text and the not-applicable description', () => {
    const list = buildQuestion('LIST', {
      options: [{ id: 'o1', label: 'Phone', clarificationQuestion: false }],
      otherOption: true,
    });
    expect(draftProblem(list, draftOf({ value: ['{Other}'] }), null)).toEqual({
      field: 'secondaryValue',
      message: 'Required',
    });
    const notApplicable = draftOf({ notApplicable: true, notApplicableDescription: 'x'.repeat(101) });
    expect(draftProblem(buildQuestion('STRING'), notApplicable, 100)).toEqual({
      field: 'notApplicableDescription',
      message: 'Max 100 characters',
    });
  });
});
