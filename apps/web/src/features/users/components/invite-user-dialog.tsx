import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, TextField } from '@mui/material';
import { BILLING_MESSAGES, inviteUserSchema, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import type { FormEventHandler } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { toUserMessage } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { type PlanLimitRefusal, planLimitRefusal } from '../../billing';
import { useRoleOptions } from '../hooks/use-role-options';
import type { UsersScope } from '../hooks/use-users-scope';
import { InviteUserDocument } from '../users-documents';

interface InviteUserDialogProps {
  open: boolean;
  scope: UsersScope;
  onClose: () => void;
  onInvited: () => void;
  /** Spec 1 §8: without an active subscription the fields are disabled and the dialog says why. */
  subscriptionInactive?: boolean;
  /** The server refused because the plan's user limit is reached (code PLAN_LIMIT_REACHED). */
  onPlanLimit?: (refusal: PlanLimitRefusal) => void;
}

/** Spec 1 §2, §5, §8: invite a person by e-mail into a company with one of its roles. */
export function InviteUserDialog({ open, ...props }: InviteUserDialogProps) {
  return open ? <InviteUserForm {...props} /> : null;
}

type InviteInput = z.input<typeof inviteUserSchema>;
type InviteOutput = z.output<typeof inviteUserSchema>;

function InviteUserForm({
  scope,
  onClose,
  onInvited,
  subscriptionInactive = false,
  onPlanLimit,
}: Omit<InviteUserDialogProps, 'open'>) {
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
  const roles = useRoleOptions(companyId, scope.heldPrivileges);

  const submit = form.handleSubmit(async (values) => {
    try {
      await inviteUser({ variables: values });
      enqueueSnackbar(MESSAGES.userInvited, { variant: 'success' });
      onInvited();
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal !== null && onPlanLimit !== undefined) {
        onPlanLimit(refusal);
        return;
      }
      applyServerError(form, error, scope.picksCompany ? [] : ['companyId']);
      const message = toUserMessage(error);
      enqueueSnackbar(message === MESSAGES.generic ? MESSAGES.userInviteFailed : message, { variant: 'error' });
    }
  });
  // Nothing to send while the company has no active subscription (the server would refuse it).
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) =>
    subscriptionInactive ? event.preventDefault() : submit(event);

  return (
    <FormDialog
      title="Invite User"
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Invite"
    >
      {subscriptionInactive ? <Alert severity="info">{BILLING_MESSAGES.activateToInvite}</Alert> : null}
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoFocus
        disabled={subscriptionInactive}
      />
      <FormTextField
        control={form.control}
        name="firstName"
        label="First Name"
        required
        disabled={subscriptionInactive}
      />
      <FormTextField
        control={form.control}
        name="lastName"
        label="Last Name"
        required
        disabled={subscriptionInactive}
      />
      {scope.picksCompany ? (
        <FormSelectField
          control={form.control}
          name="companyId"
          label="Company"
          required
          options={scope.companies.map((company) => ({ value: company.id, label: company.name }))}
          disabled={subscriptionInactive}
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
        disabled={!companyId || subscriptionInactive}
      />
    </FormDialog>
  );
}
