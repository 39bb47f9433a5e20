import {
  answerMaxLength,
  type PatternQuestionDefinition,
  type QuestionDefinition,
  type TextQuestionDefinition,
} from '@shortlist/domain';
import { AnswerTextField } from './answer-text-field';
import { asText, messageOf, type TypeInputProps } from './type-input-props';

export type TextLikeDefinition = TextQuestionDefinition | PatternQuestionDefinition;

export const isTextLike = (definition: QuestionDefinition): definition is TextLikeDefinition =>
  ['STRING', 'TEXT', 'EMAIL', 'URL', 'VIDEO'].includes(definition.type);

const HTML_TYPES: Record<TextLikeDefinition['type'], string> = {
  STRING: 'text',
  TEXT: 'text',
  EMAIL: 'email',
  URL: 'url',
  VIDEO: 'url',
};

/** STRING and TEXT with their '(N chars max)' counter; EMAIL, URL and VIDEO as e-mail and web address fields. */
export function TextAnswerInput({
  definition,
  draft,
  onChange,
  onBlur,
  readOnly,
  projectMaxLength,
  labelId,
  problem,
}: TypeInputProps<TextLikeDefinition>) {
  const counted = definition.type === 'STRING' || definition.type === 'TEXT';
  return (
    <AnswerTextField
      value={asText(draft.value)}
      onTextChange={(text) => onChange({ ...draft, value: text })}
      onBlur={onBlur}
      readOnly={readOnly}
      labelledBy={labelId}
      placeholder={definition.placeholder || undefined}
      type={HTML_TYPES[definition.type]}
      multiline={definition.type === 'TEXT'}
      minRows={definition.type === 'TEXT' ? 3 : undefined}
      maxLength={counted ? answerMaxLength(definition, projectMaxLength) : undefined}
      problem={messageOf(problem, 'value')}
    />
  );
}
