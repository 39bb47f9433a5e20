import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, TextField } from '@mui/material';
import {
  CLIENT_SIZE_LABELS,
  CLIENT_SIZES,
  type ClientInput,
  type ClientSize,
  type ClientValues,
  clientSchema,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type Control, useController, useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { CreateClientDocument, UpdateClientDocument } from './clients-documents';

export interface ClientRecord {
  id: string;
  name: string;
  description: string;
  website: string;
  location: string;
  employeeSize: ClientSize | null;
}

interface ClientDialogProps {
  /** The client to edit, or null to add one. */
  client: ClientRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec 1 §2 Clients: the add and edit dialog (mounted while open, so every opening starts afresh). */
export function ClientDialog({ client, onClose, onSaved }: ClientDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [createClient] = useMutation(CreateClientDocument);
  const [updateClient] = useMutation(UpdateClientDocument);
  const form = useForm<ClientInput, unknown, ClientValues>({
    resolver: zodResolver(clientSchema),
    defaultValues: {
      name: client?.name ?? '',
      website: client?.website ?? '',
      location: client?.location ?? '',
      employeeSize: client?.employeeSize ?? null,
      description: client?.description ?? '',
    },
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (client !== null && !isDirty) {
      onClose();
      return;
    }
    try {
      if (client === null) await createClient({ variables: { input } });
      else await updateClient({ variables: { id: client.id, input } });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    enqueueSnackbar(client === null ? 'Client has been added' : 'Client has been updated', { variant: 'success' });
    onSaved();
  });

  return (
    <FormDialog
      title={client === null ? 'Add Client' : 'Edit Client'}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="website" label="Website" required placeholder="https://" />
      <FormTextField control={form.control} name="location" label="Location" />
      <EmployeeSizeField control={form.control} />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
    </FormDialog>
  );
}

const isClientSize = (value: string): value is ClientSize => CLIENT_SIZES.some((size) => size === value);

/** Employee size is optional: the empty choice stores none. */
function EmployeeSizeField({ control }: { control: Control<ClientInput, unknown, ClientValues> }) {
  const { field, fieldState } = useController({ control, name: 'employeeSize' });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label="Employee Size"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(isClientSize(event.target.value) ? event.target.value : null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    >
      <MenuItem value="">
        <em>Not specified</em>
      </MenuItem>
      {CLIENT_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {CLIENT_SIZE_LABELS[size]}
        </MenuItem>
      ))}
    </TextField>
  );
}
