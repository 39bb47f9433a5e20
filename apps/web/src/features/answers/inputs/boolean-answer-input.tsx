import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { answerMaxLength, type BooleanQuestionDefinition } from '@shortlist/domain';
import { AnswerTextField } from './answer-text-field';
import { ChoiceGroupField, groupBlur } from './choice-group-field';
import { asText, messageOf, type TypeInputProps } from './type-input-props';

/**
 * BOOLEAN: Yes or No; a side with a text of its own (yesAnswerText / noAnswerText) asks a comment, labelled by
 * that text. Choosing a side without a text drops the comment, so nothing hidden is saved.
 */
export function BooleanAnswerInput({
  definition,
  draft,
  onChange,
  onBlur,
  readOnly,
  projectMaxLength,
  labelId,
  problem,
}: TypeInputProps<BooleanQuestionDefinition>) {
  const chosen = typeof draft.value === 'boolean' ? draft.value : null;
  const sideText = (side: boolean | null) =>
    side === null ? '' : side ? definition.yesAnswerText : definition.noAnswerText;
  const commentLabel = sideText(chosen);
  const valueProblem = messageOf(problem, 'value');
  return (
    <>
      <ChoiceGroupField labelId={labelId} problem={valueProblem}>
        {(a11y) => (
          <RadioGroup
            row
            {...a11y}
            aria-invalid={Boolean(valueProblem)}
            value={chosen === null ? '' : String(chosen)}
            onChange={(_event, picked) => {
              const side = picked === 'true';
              onChange({ ...draft, value: side, secondaryValue: sideText(side) ? draft.secondaryValue : null });
            }}
            onBlur={groupBlur(onBlur)}
          >
            <FormControlLabel value="true" control={<Radio />} label="Yes" disabled={readOnly} />
            <FormControlLabel value="false" control={<Radio />} label="No" disabled={readOnly} />
          </RadioGroup>
        )}
      </ChoiceGroupField>
      {commentLabel ? (
        <AnswerTextField
          label={commentLabel}
          multiline
          minRows={2}
          value={asText(draft.secondaryValue)}
          onTextChange={(comment) => onChange({ ...draft, secondaryValue: comment })}
          onBlur={onBlur}
          readOnly={readOnly}
          maxLength={answerMaxLength(definition, projectMaxLength)}
          problem={messageOf(problem, 'secondaryValue')}
        />
      ) : null}
    </>
  );
}
