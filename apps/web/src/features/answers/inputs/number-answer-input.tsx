import { type NumberQuestionDefinition, numberProblem } from '@shortlist/domain';
import { useState } from 'react';
import { AnswerTextField } from './answer-text-field';
import { asText, messageOf, type TypeInputProps } from './type-input-props';

const NO_BOUNDS = { min: null, max: null };

/** '-1234567.25' as '-1,234,567.25', from the digits typed (no rounding); any other text as it is. */
export function groupThousands(text: string): string {
  const plain = text.trim();
  if (numberProblem(plain, NO_BOUNDS) !== null) return text;
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * NUMBER: the text typed is kept as it is (the server parses it), between the question's prefix and suffix; with
 * number formatting the number shows with thousands separators while the field is not being edited.
 */
export function NumberAnswerInput({
  definition,
  draft,
  onChange,
  onBlur,
  readOnly,
  labelId,
  problem,
}: TypeInputProps<NumberQuestionDefinition>) {
  const [editing, setEditing] = useState(false);
  const text = asText(draft.value);
  const shown = definition.enableNumberFormatting && !editing ? groupThousands(text) : text;
  return (
    <AnswerTextField
      value={shown}
      onTextChange={(typed) => onChange({ ...draft, value: typed })}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        onBlur?.();
      }}
      readOnly={readOnly}
      labelledBy={labelId}
      placeholder={definition.placeholder || undefined}
      inputMode="decimal"
      prefix={definition.prefix}
      suffix={definition.suffix}
      problem={messageOf(problem, 'value')}
    />
  );
}
