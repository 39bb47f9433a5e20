import { Typography } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { ConflictDialog } from '../../../components/conflict-dialog';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import type { AnswerDraft } from '../inputs/answer-draft';
import { AnswerInput } from '../inputs/answer-input';
import type { AnswerAutosave } from './answer-autosave';
import { draftOfAnswer, type QuestionnaireQuestion } from './questionnaire-model';
import { useAutosaveStatus } from './use-answer-autosave';

interface AnswerConflictDialogProps {
  autosave: AnswerAutosave;
  questionOf: (questionId: string) => QuestionnaireQuestion | undefined;
  projectMaxLength: number | null;
}

/**
 * Issue 15 point 2: a save refused because the answer changed elsewhere (another tab, another person of the company)
 * names the question and shows both values side by side; the supplier keeps its own (saved over the other) or takes
 * the saved one.
 */
export function AnswerConflictDialog({ autosave, questionOf, projectMaxLength }: AnswerConflictDialogProps) {
  const { conflict } = useAutosaveStatus(autosave);
  const question = conflict ? questionOf(conflict.questionId) : undefined;
  if (!conflict || !question) return null;
  const shown = { definition: question.definition, projectMaxLength };
  const saved = conflict.saved ? draftOfAnswer(conflict.saved) : null;
  return (
    <ConflictDialog
      title={ANSWER_MESSAGES.conflict}
      subject={question.definition.label}
      mine={(labelId) => <AnswerSide draft={conflict.mine} labelId={labelId} {...shown} />}
      saved={(labelId) => <AnswerSide draft={saved} labelId={labelId} {...shown} />}
      onUseSaved={() => autosave.takeSaved(conflict.questionId)}
      onKeepMine={() => autosave.keepMine(conflict.questionId)}
    />
  );
}

interface AnswerSideProps {
  definition: QuestionDefinitionFieldsFragment;
  /** Null: there is no answer on this side (it was removed). */
  draft: AnswerDraft | null;
  projectMaxLength: number | null;
  /** The side's heading, naming the field. */
  labelId: string;
}

function AnswerSide({ definition, draft, projectMaxLength, labelId }: AnswerSideProps) {
  if (!draft) return <Typography color="text.secondary">No answer</Typography>;
  if (draft.notApplicable) {
    return (
      <Typography>
        Not Applicable{draft.notApplicableDescription ? `: ${draft.notApplicableDescription}` : ''}
      </Typography>
    );
  }
  return (
    <AnswerInput
      definition={definition}
      draft={draft}
      onChange={() => {}}
      readOnly
      projectMaxLength={projectMaxLength}
      labelId={labelId}
    />
  );
}
