import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { updateUserSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useLeavePrompt } from '../../../components/leave-prompt/use-leave-prompt';
import type { UsersQuery } from '../../../gql/graphql';
import { applyServerError } from '../../../lib/form-errors';
import { useRoleOptions } from '../hooks/use-role-options';
import { UpdateUserDocument } from '../users-documents';
import { FormSelectField } from './form-select-field';

export type UserItem = UsersQuery['users']['results'][number];

interface EditUserDialogProps {
  /** The broker user whose role to change; null keeps the dialog closed. */
  user: UserItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec 1 §5, §6: edit a broker user's role (one of their company's roles; required). */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={user !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {user ? <EditUserForm titleId={titleId} user={user} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function EditUserForm({ titleId, user, onClose, onSaved }: EditUserDialogProps & { user: UserItem; titleId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateUser] = useMutation(UpdateUserDocument);
  const roles = useRoleOptions(user.company.id);
  const form = useForm({ resolver: zodResolver(updateUserSchema), defaultValues: { roleId: user.role?.id ?? '' } });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async ({ roleId }) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (!isDirty) {
      onClose();
      return;
    }
    try {
      await updateUser({ variables: { id: user.id, roleId } });
      enqueueSnackbar('User has been updated', { variant: 'success' });
      onSaved();
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>Edit User</DialogTitle>
      <DialogContent>
        <TextField label="Name" value={user.name} disabled fullWidth margin="normal" />
        <TextField label="Email" value={user.email} disabled fullWidth margin="normal" />
        <FormSelectField control={form.control} name="roleId" label="Role" required options={roles.options} />
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
