import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Privilege, updateUserSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormSelectField } from '../../../components/form';
import type { UsersQuery } from '../../../gql/graphql';
import { applyServerError } from '../../../lib/form-errors';
import { useRoleOptions } from '../hooks/use-role-options';
import { UpdateUserDocument } from '../users-documents';

export type UserItem = UsersQuery['users']['results'][number];

interface EditUserDialogProps {
  /** The broker user whose role to change; null keeps the dialog closed. */
  user: UserItem | null;
  /** The viewer's privileges (closure): roles holding more are offered disabled. */
  heldPrivileges: readonly Privilege[];
  onClose: () => void;
  onSaved: () => void;
}

/** Spec 1 §5, §6: edit a broker user's role (one of their company's roles; required). */
export function EditUserDialog({ user, heldPrivileges, onClose, onSaved }: EditUserDialogProps) {
  return user ? <EditUserForm user={user} heldPrivileges={heldPrivileges} onClose={onClose} onSaved={onSaved} /> : null;
}

function EditUserForm({ user, heldPrivileges, onClose, onSaved }: EditUserDialogProps & { user: UserItem }) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateUser] = useMutation(UpdateUserDocument);
  const roles = useRoleOptions(user.company.id, heldPrivileges, user.role?.id);
  const form = useForm({ resolver: zodResolver(updateUserSchema), defaultValues: { roleId: user.role?.id ?? '' } });
  const { isDirty } = form.formState;

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
    <FormDialog title="Edit User" formState={form.formState} onSubmit={onSubmit} onClose={onClose}>
      <TextField label="Name" value={user.name} disabled fullWidth margin="normal" />
      <TextField label="Email" value={user.email} disabled fullWidth margin="normal" />
      <FormSelectField control={form.control} name="roleId" label="Role" required options={roles.options} />
    </FormDialog>
  );
}
