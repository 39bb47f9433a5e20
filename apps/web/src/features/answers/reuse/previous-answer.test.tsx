import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreviousAnswerFieldsFragment } from '../../../gql/graphql';
import { buildQuestionDefinition } from '../../question-editor';
import { buildAnswer } from '../questionnaire/questionnaire-test-kit';
import { PreviousAnswer } from './previous-answer';

const DEFINITION = buildQuestionDefinition('Describe your support model');
const PREVIOUS = {
  __typename: 'PreviousAnswer',
  questionId: 'question-1',
  projectId: 'project-0',
  projectName: 'Panel 2029',
  definition: DEFINITION,
  answer: buildAnswer('question-0', { value: 'Support by e-mail on working days, answered within one day' }),
} as PreviousAnswerFieldsFragment;

const renderWith = (value: string | null) =>
  render(
    <PreviousAnswer
      previous={PREVIOUS}
      question={{
        questionId: 'question-1',
        definition: DEFINITION,
        answer:
          value === null ? null : { value, secondaryValue: null, notApplicable: false, notApplicableDescription: null },
      }}
    />,
  );

describe('PreviousAnswer', () => {
  it.each([
    ['Support by e-mail on working days, answered within one day.', 'no changes'],
    ['Support by e-mail on working days, answered within one hour', 'moderate'],
    ['A dedicated account manager around the clock', 'significant'],
  ])('words how much "%s" changed: %s', (current, wording) => {
    renderWith(current);
    expect(screen.getByRole('region', { name: 'Previous answer in Panel 2029' })).toBeTruthy();
    expect(screen.getByText(PREVIOUS.answer.value as string)).toBeTruthy();
    expect(screen.getByLabelText(`Changes since then: ${wording}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('has no wording while the question has no answer yet', () => {
    renderWith(null);
    expect(screen.queryByLabelText(/^Changes since then/)).toBeNull();
  });
});
