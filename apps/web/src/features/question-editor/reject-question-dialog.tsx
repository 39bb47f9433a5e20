import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { QUESTION_LIMITS, rejectQuestionSchema } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../components/form';
import { applyServerError } from '../../lib/form-errors';
import { StaleEditError } from './stale-edit';

interface RejectQuestionDialogProps {
  /** The question's label, shown above the reason. */
  label: string;
  /** Rejects with the reason; a failure it throws is shown in the dialog, which stays open. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Spec 3 §4, §5: rejecting a question needs a reason, required, at most 200 characters. */
export function RejectQuestionDialog({ label, onReject, onClose }: RejectQuestionDialogProps) {
  const form = useForm({ resolver: zodResolver(rejectQuestionSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
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
      <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
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
