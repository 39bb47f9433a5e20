import type { QuestionDefinition } from '@shortlist/domain';
import type { AnswerDraft, DraftProblem } from './answer-draft';

/** What each type's input receives from `AnswerInput`: the parsed question and the draft's problem, if any. */
export interface TypeInputProps<Definition extends QuestionDefinition = QuestionDefinition> {
  definition: Definition;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  onBlur?: () => void;
  readOnly: boolean;
  projectMaxLength: number | null;
  /** The id of the element holding the question's label: the main control's accessible name. */
  labelId: string;
  problem: DraftProblem | null;
}

export const messageOf = (problem: DraftProblem | null, field: DraftProblem['field']) =>
  problem?.field === field ? problem.message : null;

/** A draft value shown in a text field: typed text, or a stored number. */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
