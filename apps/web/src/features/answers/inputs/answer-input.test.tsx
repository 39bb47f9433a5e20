import { QUESTION_TYPES } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, QUESTION_LABEL, renderAnswerInput } from './answer-input-test-kit';

const MAIN_ROLES = {
  STRING: 'textbox',
  TEXT: 'textbox',
  EMAIL: 'textbox',
  URL: 'textbox',
  VIDEO: 'textbox',
  NUMBER: 'textbox',
  BOOLEAN: 'radiogroup',
  LIST: 'radiogroup',
  FILE: 'group',
} as const;

const OPTIONS = [{ id: 'o1', label: 'Phone', clarificationQuestion: false }];

describe('AnswerInput', () => {
  it.each(QUESTION_TYPES)('%s renders a control named by the question', (type) => {
    renderAnswerInput(buildQuestion(type, type === 'LIST' ? { options: OPTIONS, view: 'RADIO' } : {}));
    // The files' group is told apart from the question's own group around it in the questionnaire.
    const name = type === 'FILE' ? `${QUESTION_LABEL} files` : QUESTION_LABEL;
    expect(screen.getByRole(MAIN_ROLES[type], { name })).toBeTruthy();
  });

  it('says so when the question cannot be read', () => {
    renderAnswerInput(buildQuestion('LIST', { options: [] }));
    expect(screen.getByRole('alert').textContent).toBe('OOPS! Something went wrong. Please try again later');
  });
});
