import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { explicitPrivileges, isOffered, MESSAGES, privilegeClosure, roleSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import type { RolesQuery } from '../../../gql/graphql';
import { applyServerError } from '../../../lib/form-errors';
import type { UsersScope } from '../hooks/use-users-scope';
import { CreateRoleDocument, UpdateRoleDocument } from '../users-documents';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

export type RoleItem = RolesQuery['roles']['results'][number];

interface RoleDialogProps {
  open: boolean;
  /** The role to edit, or null to create one. */
  role: RoleItem | null;
  scope: UsersScope;
  onClose: () => void;
  onSaved: () => void;
}

/** The create and edit dialog of the roles list (spec 1 §2, §4, §6). */
export function RoleDialog({ open, role, scope, onClose, onSaved }: RoleDialogProps) {
  return open ? <RoleForm role={role} scope={scope} onClose={onClose} onSaved={onSaved} /> : null;
}

type RoleFormInput = z.input<typeof roleSchema>;
type RoleFormOutput = z.output<typeof roleSchema>;

function RoleForm({ role, scope, onClose, onSaved }: Omit<RoleDialogProps, 'open'>) {
  const { enqueueSnackbar } = useSnackbar();
  const [createRole] = useMutation(CreateRoleDocument);
  const [updateRole] = useMutation(UpdateRoleDocument);
  const [confirmingDefault, setConfirmingDefault] = useState(false);
  const form = useForm<RoleFormInput, unknown, RoleFormOutput>({
    resolver: zodResolver(roleSchema),
    defaultValues: {
      name: role?.name ?? '',
      isDefault: role?.isDefault ?? false,
      companyId: role?.company?.id ?? (scope.picksCompany ? '' : (scope.tenant?.id ?? '')),
      privileges: role ? explicitPrivileges(role.privileges) : [],
    },
  });
  const { isDirty } = form.formState;
  const companyId = form.watch('companyId');
  const company = scope.companies.find((candidate) => candidate.id === companyId) ?? scope.tenant;
  const grantOptions = {
    grantorIsAdmin: scope.isAdministrator,
    enableExperts: company?.enableExperts ?? true,
    grantorHolds: scope.heldPrivileges,
  };
  const choosesCompany = scope.picksCompany && role === null;

  const onSubmit = form.handleSubmit(async (values) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (role && !isDirty) {
      onClose();
      return;
    }
    const privileges = privilegeClosure(values.privileges);
    try {
      if (role) {
        await updateRole({ variables: { id: role.id, name: values.name, isDefault: values.isDefault, privileges } });
      } else {
        await createRole({ variables: { ...values, privileges } });
      }
      enqueueSnackbar(role ? 'Role has been updated' : 'Role has been created', { variant: 'success' });
      onSaved();
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <FormDialog
      title={role ? 'Edit Role' : 'Add Role'}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        disabled={role?.isSystem === true}
        helperText={role?.isSystem ? "A system role's name cannot be edited" : undefined}
      />
      {choosesCompany ? (
        <FormSelectField
          control={form.control}
          name="companyId"
          label="Company"
          required
          options={scope.companies.map((option) => ({ value: option.id, label: option.name }))}
          onValueChange={(value) => {
            // A privilege the newly chosen company does not offer (experts off) is dropped, not kept locked.
            const enableExperts = scope.companies.find((option) => option.id === value)?.enableExperts ?? true;
            const offered = (form.getValues('privileges') ?? []).filter((privilege) =>
              isOffered(privilege, { grantorIsAdmin: scope.isAdministrator, enableExperts }),
            );
            form.setValue('privileges', offered, { shouldDirty: true });
          }}
        />
      ) : (
        <TextField
          label="Company"
          value={role?.company?.name ?? company?.name ?? ''}
          disabled
          fullWidth
          margin="normal"
        />
      )}
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <FormControlLabel
            label="Is Default"
            control={
              <Switch
                checked={field.value === true}
                onChange={(event) => (event.target.checked ? setConfirmingDefault(true) : field.onChange(false))}
              />
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="privileges"
        render={({ field, fieldState }) => (
          <PrivilegeCheckboxes
            selected={field.value ?? []}
            onChange={field.onChange}
            options={grantOptions}
            error={fieldState.error?.message}
          />
        )}
      />
      <ConfirmDialog
        open={confirmingDefault}
        title="Set as Default"
        message={MESSAGES.defaultRoleConfirm}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {
          form.setValue('isDefault', true, { shouldDirty: true });
          setConfirmingDefault(false);
        }}
        onCancel={() => setConfirmingDefault(false)}
      />
    </FormDialog>
  );
}
