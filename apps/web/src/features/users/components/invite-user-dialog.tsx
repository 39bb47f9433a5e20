import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { inviteUserSchema, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLeavePrompt } from '../../../components/leave-prompt/use-leave-prompt';
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
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {open ? <InviteUserForm titleId={titleId} scope={scope} onClose={onClose} onInvited={onInvited} /> : null}
    </Dialog>
  );
}

type InviteInput = z.input<typeof inviteUserSchema>;
type InviteOutput = z.output<typeof inviteUserSchema>;

function InviteUserForm({
  titleId,
  scope,
  onClose,
  onInvited,
}: Omit<InviteUserDialogProps, 'open'> & { titleId: string }) {
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
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);
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
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>Invite User</DialogTitle>
      <DialogContent>
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
        <FormErrorAlert errors={form.formState.errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Invite
        </Button>
      </DialogActions>
      {leavePrompt}
    </Box>
  );
}
