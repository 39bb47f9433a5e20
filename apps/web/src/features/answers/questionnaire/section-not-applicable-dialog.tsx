import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { ANSWER_MESSAGES, notApplicableMaxLength } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import type { AnswerAutosave } from './answer-autosave';
import { MarkSectionNotApplicableDocument } from './questionnaire-documents';
import type { QuestionnaireSection } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { type QuestionnaireVariables, useQuestionnaireCache } from './use-questionnaire-cache';

interface SectionNotApplicableDialogProps {
  section: QuestionnaireSection;
  variables: QuestionnaireVariables;
  autosave: AnswerAutosave;
  projectMaxLength: number | null;
  onClose: () => void;
}

/**
 * Spec 2 §4 'Mark a whole section unanswered': every question of the section becomes not applicable with the
 * description asked here (at most the project's answer length, spec 3 §5); drafts typed in the section give way.
 */
export function SectionNotApplicableDialog({
  section,
  variables,
  autosave,
  projectMaxLength,
  onClose,
}: SectionNotApplicableDialogProps) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [mark, { loading }] = useMutation(MarkSectionNotApplicableDocument);
  const { writeAnswers } = useQuestionnaireCache(variables);
  const max = notApplicableMaxLength(projectMaxLength);
  const tooLong = description.trim().length > max;

  const confirm = async () => {
    setFailure(null);
    try {
      const { projectId, productId } = variables;
      const { data } = await mark({
        variables: { projectId, productId, sectionId: section.sectionId, description: description.trim() || null },
      });
      for (const question of section.questions) autosave.discard(question.questionId);
      writeAnswers(new Map((data?.markSectionNotApplicable ?? []).map((answer) => [answer.questionId, answer])));
      onClose();
    } catch (error) {
      setFailure(toUserMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{QUESTIONNAIRE_TEXTS.markSection}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{section.name}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="Description"
          multiline
          minRows={3}
          fullWidth
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={tooLong}
          helperText={tooLong ? ANSWER_MESSAGES.maxCharacters(max) : ANSWER_MESSAGES.charactersCounter(max)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={loading || tooLong}>
          Mark as Not Applicable
        </Button>
      </DialogActions>
    </Dialog>
  );
}
