import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ProjectTypeInput, projectTypeSchema } from '@shortlist/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLeavePrompt } from '../../../components/leave-prompt/use-leave-prompt';
import { applyServerError } from '../../../lib/form-errors';

export interface ReferenceTypeRecord {
  id: string;
  label: string;
  description?: string;
}

export type ReferenceTypeValues = z.output<typeof projectTypeSchema>;

interface ReferenceTypeDialogProps {
  /** 'Project Type' or 'Supplier Service Type'. */
  singular: string;
  withDescription: boolean;
  record: ReferenceTypeRecord | null;
  onClose: () => void;
  /** Saves; a rejection is shown in the form. */
  onSubmit: (values: ReferenceTypeValues) => Promise<void>;
}

/** The add and edit dialog of a project type (name, description) or a supplier service type (name). */
export function ReferenceTypeDialog(props: ReferenceTypeDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') props.onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <ReferenceTypeForm titleId={titleId} {...props} />
    </Dialog>
  );
}

function ReferenceTypeForm({
  titleId,
  singular,
  withDescription,
  record,
  onClose,
  onSubmit,
}: ReferenceTypeDialogProps & { titleId: string }) {
  const form = useForm<ProjectTypeInput, unknown, ReferenceTypeValues>({
    resolver: zodResolver(projectTypeSchema),
    defaultValues: { label: record?.label ?? '', description: record?.description ?? '' },
  });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);

  const submit = form.handleSubmit(async (values) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (record !== null && !isDirty) {
      onClose();
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{`${record === null ? 'Add' : 'Edit'} ${singular}`}</DialogTitle>
      <DialogContent>
        <FormTextField control={form.control} name="label" label="Name" required />
        {withDescription ? (
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
        ) : null}
        <FormErrorAlert errors={form.formState.errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save
        </Button>
      </DialogActions>
      {leavePrompt}
    </Box>
  );
}
