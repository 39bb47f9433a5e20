import { Alert } from '@mui/material';
import { MESSAGES, type QuestionDefinition } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { type AnswerDraft, answerDefinition, ruleProblem } from './answer-draft';
import { BooleanAnswerInput } from './boolean-answer-input';
import { FileAnswerInput } from './file-answer-input';
import { ListAnswerInput } from './list-answer-input';
import { NumberAnswerInput } from './number-answer-input';
import { isTextLike, TextAnswerInput } from './text-answer-input';
import type { TypeInputProps } from './type-input-props';

export interface AnswerInputProps {
  definition: QuestionDefinitionFieldsFragment;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  onBlur?: () => void;
  /** Shows the answer with the same controls, disabled or read-only. */
  readOnly: boolean;
  /** The project's answersMaxLength setting, if any. */
  projectMaxLength: number | null;
  /** The id of the element holding the question's label, which names the main control. */
  labelId: string;
}

/**
 * The control answering one question, chosen by its type, with the message the server would give for the draft
 * (`draftProblem`) under the field it concerns. Not applicable is the page's (see NotApplicableControl).
 */
export function AnswerInput({ definition, draft, projectMaxLength, ...props }: AnswerInputProps) {
  const rules = answerDefinition(definition);
  if (!rules) return <Alert severity="error">{MESSAGES.generic}</Alert>;
  const common = { draft, projectMaxLength, ...props, problem: ruleProblem(rules, draft, projectMaxLength) };
  return <TypeInput definition={rules} {...common} />;
}

function TypeInput({ definition, ...props }: TypeInputProps<QuestionDefinition>) {
  if (isTextLike(definition)) return <TextAnswerInput definition={definition} {...props} />;
  switch (definition.type) {
    case 'NUMBER':
      return <NumberAnswerInput definition={definition} {...props} />;
    case 'BOOLEAN':
      return <BooleanAnswerInput definition={definition} {...props} />;
    case 'LIST':
      return <ListAnswerInput definition={definition} {...props} />;
    case 'FILE':
      return <FileAnswerInput definition={definition} {...props} />;
  }
}
