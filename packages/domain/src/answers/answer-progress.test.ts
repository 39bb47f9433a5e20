import { describe, expect, it } from 'vitest';
import type { QuestionStatus } from '../questions/question-types.js';
import { answerProgress } from './answer-progress.js';
import type { CountedAnswer } from './answer-rules.js';

const questions = (...statuses: QuestionStatus[]) => statuses.map((status, index) => ({ id: `q${index}`, status }));
const answered: CountedAnswer = { value: 'x', notApplicable: false, isDraft: false };
const notApplicable: CountedAnswer = { value: null, notApplicable: true, isDraft: false };
const draft: CountedAnswer = { value: 'x', notApplicable: false, isDraft: true };

describe('answerProgress', () => {
  it('counts answered and not applicable questions, rounding the percent down', () => {
    const answers = new Map([
      ['q0', answered],
      ['q1', notApplicable],
    ]);
    expect(answerProgress(questions('APPROVED', 'PENDING', 'APPROVED'), (id) => answers.get(id))).toEqual({
      answered: 2,
      total: 3,
      percent: 66,
    });
  });

  it('rounds down even a share just under a whole percent', () => {
    const all = questions(...Array.from({ length: 1000 }, () => 'APPROVED' as const));
    const progress = answerProgress(all, (id) => (id === 'q999' ? null : answered));
    expect(progress).toEqual({ answered: 999, total: 1000, percent: 99 });
  });

  it('leaves rejected questions out, answered or not', () => {
    const answers = new Map([
      ['q0', answered],
      ['q2', answered],
    ]);
    expect(answerProgress(questions('APPROVED', 'REJECTED', 'REJECTED'), (id) => answers.get(id))).toEqual({
      answered: 1,
      total: 1,
      percent: 100,
    });
  });

  it('does not count drafts or empty answers', () => {
    const answers = new Map([
      ['q0', draft],
      ['q1', { ...answered, value: null }],
    ]);
    expect(answerProgress(questions('APPROVED', 'APPROVED'), (id) => answers.get(id)).percent).toBe(0);
  });

  it('calls a questionnaire without questions to answer complete', () => {
    expect(answerProgress(questions('REJECTED'), () => null)).toEqual({ answered: 0, total: 0, percent: 100 });
    expect(answerProgress([], () => null).percent).toBe(100);
  });
});
