import { ANSWERS_MAX_LENGTH_RANGE } from '@shortlist/domain';
import { FormTextField } from '../../components/form';
import type { QuestionEditorControl } from './question-editor-fields';

/** STRING and TEXT: the longest answer accepted (empty: the project's answer limit applies). */
export function TextParameters({ control }: { control: QuestionEditorControl }) {
  return (
    <FormTextField
      control={control}
      name="rules.maxLength"
      label="Max Length"
      helperText={`Characters, up to ${ANSWERS_MAX_LENGTH_RANGE.max}`}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** URL, VIDEO and EMAIL: an optional pattern the answer must match (spec 3 §5). */
export function PatternParameters({ control }: { control: QuestionEditorControl }) {
  return (
    <FormTextField
      control={control}
      name="rules.pattern"
      label="Pattern"
      helperText="Optional: a regular expression the answer must match"
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}
