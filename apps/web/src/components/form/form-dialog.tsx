import { Box, Button, Dialog, DialogActions, DialogContent, type DialogProps, DialogTitle } from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { useLeavePrompt } from '../leave-prompt';
import { FormErrorAlert } from './form-error-alert';

interface FormDialogProps<Values extends FieldValues> {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The form's state: its server error, whether it is submitting, and whether it has unsaved changes. */
  formState: FormState<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, Escape; a backdrop click does not close the dialog. */
  onClose: () => void;
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of an add or edit dialog: title, fields, the form-level error, Cancel and a submit button disabled while
 * submitting, and the leave prompt on unsaved changes. It is always open: mount it while the dialog is open, so every
 * opening starts afresh.
 */
export function FormDialog<Values extends FieldValues>({
  title,
  formState,
  onSubmit,
  onClose,
  submitLabel = 'Save',
  maxWidth = 'sm',
  children,
}: FormDialogProps<Values>) {
  const titleId = useId();
  const { isDirty, isSubmitting, isSubmitSuccessful, errors } = formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <FormErrorAlert errors={errors} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
        {leavePrompt}
      </Box>
    </Dialog>
  );
}
