import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { SEALED_ANSWERS_TEXTS, unsealSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { ApproveAnswersUnsealDocument } from '../project-dashboard-documents';

type UnsealValues = z.infer<typeof unsealSchema>;

/** Issue 37: asks to open the project's sealed answers early, with a reason (mounted while open). */
export function OpenEarlyDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [approve] = useMutation(ApproveAnswersUnsealDocument, {
    refetchQueries: ['AnswersSeal', 'ProjectDashboard'],
  });
  const form = useForm<z.input<typeof unsealSchema>, unknown, UnsealValues>({
    resolver: zodResolver(unsealSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      const result = await approve({ variables: { projectId, reason } });
      const opened = result.data?.approveAnswersUnseal.sealed === false;
      enqueueSnackbar(opened ? 'The answers are open' : 'Your request is recorded: a second person must ask too', {
        variant: 'success',
      });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    onClose();
  });
  return (
    <FormDialog
      title={SEALED_ANSWERS_TEXTS.openEarly}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={SEALED_ANSWERS_TEXTS.openEarly}
    >
      <Typography>{SEALED_ANSWERS_TEXTS.secondPersonNeeded}</Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label={SEALED_ANSWERS_TEXTS.reasonLabel}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
