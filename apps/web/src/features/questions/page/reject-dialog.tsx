import { useApolloClient } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { QUESTION_LIMITS, rejectQuestionSchema } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { StaleEditError } from '../../question-editor';
import { RejectProjectQuestionDocument } from './questionnaire-documents';
import type { QuestionnaireQuestion } from './questionnaire-model';

interface RejectDialogProps {
  question: QuestionnaireQuestion;
  /** The version the user decides on (renewed when a stale decision reloaded the questionnaire). */
  version: number;
  guard: (change: () => Promise<unknown>) => Promise<void>;
  onClose: () => void;
}

/** Spec 3 §4, §5: rejecting a question needs a reason, required, at most 200 characters. */
export function RejectDialog({ question, version, guard, onClose }: RejectDialogProps) {
  const client = useApolloClient();
  const form = useForm({ resolver: zodResolver(rejectQuestionSchema), defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await guard(() =>
        client.mutate({ mutation: RejectProjectQuestionDocument, variables: { id: question.id, version, reason } }),
      );
    } catch (error) {
      if (error instanceof StaleEditError) form.setError('root.server', { type: 'server', message: error.message });
      else applyServerError(form, error);
      return;
    }
    onClose();
  });

  return (
    <FormDialog
      title="Reject Question"
      formState={form.formState}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Reject"
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>{question.question.label}</Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label="Reject Reason"
        required
        multiline
        minRows={3}
        helperText={`At most ${QUESTION_LIMITS.rejectReason} characters`}
      />
    </FormDialog>
  );
}
