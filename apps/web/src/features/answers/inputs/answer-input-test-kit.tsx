import type { QuestionType } from '@shortlist/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { buildQuestionDefinition } from '../../question-editor';
import { type AnswerDraft, emptyDraft } from './answer-draft';
import { AnswerInput } from './answer-input';
import { NotApplicableControl } from './not-applicable-control';

export const QUESTION_LABEL = 'Your answer please';

/** A question of the type as the API answers it, with the fields given. */
export const buildQuestion = (
  type: QuestionType,
  fields: Partial<QuestionDefinitionFieldsFragment> = {},
): QuestionDefinitionFieldsFragment => ({ ...buildQuestionDefinition(QUESTION_LABEL, type), ...fields });

export interface RenderAnswerOptions {
  draft?: Partial<AnswerDraft>;
  readOnly?: boolean;
  projectMaxLength?: number | null;
}

/**
 * Renders the question's label, its AnswerInput and the Not Applicable control over a draft kept in state, as the
 * page does; `onChange` records every draft sent.
 */
export function renderAnswerInput(definition: QuestionDefinitionFieldsFragment, options: RenderAnswerOptions = {}) {
  const onChange = vi.fn<(draft: AnswerDraft) => void>();
  const common = {
    definition,
    readOnly: options.readOnly ?? false,
    projectMaxLength: options.projectMaxLength ?? null,
  };
  function Harness() {
    const [draft, setDraft] = useState<AnswerDraft>({ ...emptyDraft(), ...options.draft });
    const change = (next: AnswerDraft) => {
      onChange(next);
      setDraft(next);
    };
    return (
      <>
        <span id="question-label">{definition.label}</span>
        <AnswerInput {...common} draft={draft} onChange={change} labelId="question-label" />
        <NotApplicableControl {...common} draft={draft} onChange={change} />
      </>
    );
  }
  render(<Harness />);
  return { onChange, lastDraft: () => onChange.mock.lastCall?.[0] };
}

export const textbox = (name: string | RegExp = QUESTION_LABEL) => screen.getByRole('textbox', { name });

export function typeInto(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}
