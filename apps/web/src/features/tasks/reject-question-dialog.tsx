import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { QUESTION_LIMITS, rejectQuestionSchema } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../components/form';

interface RejectQuestionDialogProps {
  label: string;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Spec 3 §4, §5: rejecting a question needs a reason, required, at most 200 characters. */
export function RejectQuestionDialog({ label, onReject, onClose }: RejectQuestionDialogProps) {
  const form = useForm({ resolver: zodResolver(rejectQuestionSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    await onReject(reason);
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
