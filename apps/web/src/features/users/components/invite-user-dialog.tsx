import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { inviteUserSchema, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { toUserMessage } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import type { UsersScope } from '../hooks/use-users-scope';
import { useRoleOptions } from '../hooks/use-role-options';
import { InviteUserDocument } from '../users-documents';
import { FormSelectField } from './form-select-field';

interface InviteUserDialogProps {
  open: boolean;
  scope: UsersScope;
  onClose: () => void;
  onInvited: () => void;
}

/** Spec 1 §2, §5, §8: invite a person by e-mail into a company with one of its roles. */
export function InviteUserDialog({ open, scope, onClose, onInvited }: InviteUserDialogProps) {
  return open ? <InviteUserForm scope={scope} onClose={onClose} onInvited={onInvited} /> : null;
}

type InviteInput = z.input<typeof inviteUserSchema>;
type InviteOutput = z.output<typeof inviteUserSchema>;

function InviteUserForm({ scope, onClose, onInvited }: Omit<InviteUserDialogProps, 'open'>) {
  const { enqueueSnackbar } = useSnackbar();
  const [inviteUser] = useMutation(InviteUserDocument);
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      companyId: scope.picksCompany ? '' : (scope.tenant?.id ?? ''),
      roleId: '',
    },
  });
  const companyId = form.watch('companyId');
  const roles = useRoleOptions(companyId);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await inviteUser({ variables: values });
      enqueueSnackbar(MESSAGES.userInvited, { variant: 'success' });
      onInvited();
    } catch (error) {
      applyServerError(form, error, scope.picksCompany ? [] : ['companyId']);
      const message = toUserMessage(error);
      enqueueSnackbar(message === MESSAGES.generic ? MESSAGES.userInviteFailed : message, { variant: 'error' });
    }
  });

  return (
    <FormDialog
      title="Invite User"
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Invite"
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" required autoFocus />
      <FormTextField control={form.control} name="firstName" label="First Name" required />
      <FormTextField control={form.control} name="lastName" label="Last Name" required />
      {scope.picksCompany ? (
        <FormSelectField
          control={form.control}
          name="companyId"
          label="Company"
          required
          options={scope.companies.map((company) => ({ value: company.id, label: company.name }))}
          onValueChange={() => form.setValue('roleId', '')}
        />
      ) : (
        <TextField label="Company" value={scope.tenant?.name ?? ''} disabled fullWidth margin="normal" />
      )}
      <FormSelectField
        control={form.control}
        name="roleId"
        label="Role"
        required
        options={roles.options}
        disabled={!companyId}
      />
    </FormDialog>
  );
}
