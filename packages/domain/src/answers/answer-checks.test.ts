import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { answerFileProblem, checkAnswerValue, isAnswered, sameAnswer } from './answer-rules.js';
import { colours, kept, question } from './answer-test-questions.js';
import { ANSWER_MESSAGES } from './answer-types.js';

describe('checkAnswerValue', () => {
  it('checks the value alone, reporting draft without deciding removal', () => {
    expect(checkAnswerValue(colours({ multiple: true }), { value: ['b'] }, null)).toEqual({
      value: ['b'],
      secondaryValue: null,
      draft: true,
    });
    expect(checkAnswerValue(question('STRING'), { value: '  ' }, null)).toEqual({
      value: null,
      secondaryValue: null,
      draft: false,
    });
  });
});

describe('isAnswered', () => {
  it('counts a kept value or not applicable, not a draft or an empty answer', () => {
    expect(isAnswered(kept('x'))).toBe(true);
    expect(isAnswered(kept(false))).toBe(true);
    expect(isAnswered({ value: null, notApplicable: true, isDraft: false })).toBe(true);
    expect(isAnswered({ value: 'x', notApplicable: false, isDraft: true })).toBe(false);
    expect(isAnswered(kept(null))).toBe(false);
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('sameAnswer', () => {
  it('ignores the order of object keys', () => {
    const left = kept(['b', '{Other}'], { b: 'Forest', '{Other}': 'Purple' });
    const right = kept(['b', '{Other}'], { '{Other}': 'Purple', b: 'Forest' });
    expect(sameAnswer(left, right)).toBe(true);
    expect(sameAnswer(kept([{ id: 'f', filename: 'a.pdf' }]), kept([{ filename: 'a.pdf', id: 'f' }]))).toBe(true);
  });

  it('sees a change of value, comment, draft or not applicable', () => {
    expect(sameAnswer(kept('a'), kept('b'))).toBe(false);
    expect(sameAnswer(kept(true, 'x'), kept(true, 'y'))).toBe(false);
    expect(sameAnswer(kept('a'), { ...kept('a'), isDraft: true })).toBe(false);
    const notApplicable = { ...kept(null), notApplicable: true };
    expect(sameAnswer(notApplicable, { ...notApplicable, notApplicableDescription: 'why' })).toBe(false);
    expect(sameAnswer(kept(1), kept('1'))).toBe(false);
  });
});

describe('answerFileProblem', () => {
  const settings = { maxSize: 1000, mimeTypes: ['application/pdf', 'image/*'] };
  it('takes a file within the size of a listed or wildcard type', () => {
    expect(answerFileProblem(settings, { size: 1000, type: 'application/pdf' })).toBeNull();
    expect(answerFileProblem(settings, { size: 10, type: 'image/png' })).toBeNull();
    expect(answerFileProblem({ maxSize: null, mimeTypes: [] }, { size: 1e9, type: 'text/plain' })).toBeNull();
  });
  it('refuses a file too large, or of a type the question does not take', () => {
    expect(answerFileProblem(settings, { size: 1001, type: 'application/pdf' })).toBe(MESSAGES.fileSize);
    expect(answerFileProblem(settings, { size: 10, type: 'text/plain' })).toBe(ANSWER_MESSAGES.fileType);
  });
});
