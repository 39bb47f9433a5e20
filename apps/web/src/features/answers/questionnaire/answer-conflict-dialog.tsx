import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { useId } from 'react';
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
  const id = useId();
  const { conflict } = useAutosaveStatus(autosave);
  const question = conflict ? questionOf(conflict.questionId) : undefined;
  if (!conflict || !question) return null;
  const shown = { definition: question.definition, projectMaxLength };
  return (
    <Dialog open aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} maxWidth="md" fullWidth>
      <DialogTitle id={`${id}-title`}>{ANSWER_MESSAGES.conflict}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`} sx={{ mb: 2 }}>
          {question.definition.label}
        </DialogContentText>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <AnswerSide title="Yours" draft={conflict.mine} {...shown} />
          <AnswerSide title="Saved" draft={conflict.saved ? draftOfAnswer(conflict.saved) : null} {...shown} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => autosave.takeSaved(conflict.questionId)}>Use Saved</Button>
        <Button variant="contained" onClick={() => autosave.keepMine(conflict.questionId)}>
          Keep Mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface AnswerSideProps {
  title: string;
  definition: QuestionDefinitionFieldsFragment;
  /** Null: there is no answer on this side (it was removed). */
  draft: AnswerDraft | null;
  projectMaxLength: number | null;
}

function AnswerSide({ title, definition, draft, projectMaxLength }: AnswerSideProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!draft ? (
        <Typography color="text.secondary">No answer</Typography>
      ) : draft.notApplicable ? (
        <Typography>
          Not Applicable{draft.notApplicableDescription ? `: ${draft.notApplicableDescription}` : ''}
        </Typography>
      ) : (
        <AnswerInput
          definition={definition}
          draft={draft}
          onChange={() => {}}
          readOnly
          projectMaxLength={projectMaxLength}
          labelId={titleId}
        />
      )}
    </Box>
  );
}
