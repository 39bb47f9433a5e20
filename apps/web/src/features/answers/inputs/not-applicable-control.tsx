import { FormControlLabel, Switch } from '@mui/material';
import { notApplicableMaxLength } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { type AnswerDraft, draftProblem } from './answer-draft';
import { AnswerTextField } from './answer-text-field';
import { messageOf } from './type-input-props';

interface NotApplicableControlProps {
  definition: QuestionDefinitionFieldsFragment;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  onBlur?: () => void;
  readOnly: boolean;
  projectMaxLength: number | null;
}

/**
 * The 'Not Applicable' switch and, when on, its description (at most the project's answer length, spec 3 §5). The
 * value typed before stays in the draft; the server drops it while the answer is not applicable.
 */
export function NotApplicableControl({
  definition,
  draft,
  onChange,
  onBlur,
  readOnly,
  projectMaxLength,
}: NotApplicableControlProps) {
  return (
    <>
      <FormControlLabel
        label="Not Applicable"
        disabled={readOnly}
        control={
          <Switch
            checked={draft.notApplicable}
            onChange={(_event, notApplicable) => onChange({ ...draft, notApplicable })}
            onBlur={onBlur}
          />
        }
      />
      {draft.notApplicable ? (
        <AnswerTextField
          label="Not applicable description"
          multiline
          minRows={2}
          value={draft.notApplicableDescription ?? ''}
          onTextChange={(text) => onChange({ ...draft, notApplicableDescription: text })}
          onBlur={onBlur}
          readOnly={readOnly}
          maxLength={notApplicableMaxLength(projectMaxLength)}
          problem={messageOf(draftProblem(definition, draft, projectMaxLength), 'notApplicableDescription')}
        />
      ) : null}
    </>
  );
}
