import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  ERROR_CODES,
  newRecipientSchema,
  normaliseRecipient,
  PROJECT_RECIPIENT_ROLE_LABELS,
  PROJECT_RECIPIENT_ROLES,
  STATUS_EMAIL_MESSAGES,
  statusEmailSchema,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type KeyboardEvent, useId } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form';
import type { ProjectRecipientsQuery } from '../../../gql/graphql';
import { errorCode, serverFieldErrors, toUserMessage } from '../../../lib/errors';
import { ProjectRecipientsDocument, SendProjectStatusEmailDocument } from './status-email-documents';

type Recipient = ProjectRecipientsQuery['projectRecipients'][number];

/** The dialog's form: the address being typed and the chosen recipients (the domain's schema checks those). */
const dialogSchema = statusEmailSchema.extend({ email: z.string() });
type DialogInput = z.input<typeof dialogSchema>;
type DialogValues = z.output<typeof dialogSchema>;

interface SelectRecipientsDialogProps {
  projectId: string;
  onClose: () => void;
}

/**
 * Spec 2 §5 Select Recipients (the Send Project Status tool, §6): typed addresses (Enter or Add) and the project's
 * users by role (a checkbox each) become removable chips; Send mails the project status to them (§8 toasts). Mount
 * it while open, so every opening starts afresh.
 */
export function SelectRecipientsDialog({ projectId, onClose }: SelectRecipientsDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [send] = useMutation(SendProjectStatusEmailDocument);
  const form = useForm<DialogInput, unknown, DialogValues>({
    resolver: zodResolver(dialogSchema),
    defaultValues: { email: '', emails: [] },
  });
  const emails = useWatch({ control: form.control, name: 'emails' }) ?? [];
  const emailsError = form.formState.errors.emails?.message;

  const setEmails = (next: string[]) => {
    form.setValue('emails', next, { shouldDirty: true });
    form.clearErrors('emails');
  };
  const add = (value: string) => setEmails([...emails, normaliseRecipient(value)]);
  const remove = (value: string) => {
    const removed = normaliseRecipient(value);
    setEmails(emails.filter((email) => normaliseRecipient(email) !== removed));
  };

  const addTyped = () => {
    const result = newRecipientSchema(emails).safeParse(form.getValues('email'));
    if (!result.success) {
      form.setError('email', { type: 'validate', message: result.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    add(result.data);
    form.setValue('email', '');
    form.clearErrors('email');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send({ variables: { id: projectId, emails: values.emails } });
    } catch (error) {
      const message = serverFieldErrors(error).emails;
      if (message) form.setError('emails', { type: 'server', message });
      // The hourly limit says why; any other failure is the spec's text.
      const limited = errorCode(error) === ERROR_CODES.tooManyRequests;
      enqueueSnackbar(limited ? toUserMessage(error) : STATUS_EMAIL_MESSAGES.sendFailed, { variant: 'error' });
      return;
    }
    enqueueSnackbar(STATUS_EMAIL_MESSAGES.sent, { variant: 'success' });
    onClose();
  });

  return (
    <FormDialog
      title="Select Recipients"
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Send"
    >
      <TypedEmailField control={form.control} onAdd={addTyped} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {emails.map((email) => (
          <Chip key={email} label={email} onDelete={() => remove(email)} />
        ))}
      </Box>
      {emailsError ? <FormHelperText error>{emailsError}</FormHelperText> : null}
      <ProjectUsers
        projectId={projectId}
        chosen={emails}
        onCheck={(user, checked) => (checked ? add : remove)(user.email)}
      />
    </FormDialog>
  );
}

/** The address field: Enter or Add checks it with the domain schema and turns it into a chip. */
function TypedEmailField({
  control,
  onAdd,
}: {
  control: Control<DialogInput, unknown, DialogValues>;
  onAdd: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'email' });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };
  return (
    <TextField
      fullWidth
      margin="normal"
      label="Email"
      type="email"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onKeyDown={onKeyDown}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? 'Type an e-mail address and press Enter'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button onClick={onAdd}>Add</Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface ProjectUsersProps {
  projectId: string;
  chosen: readonly string[];
  onCheck: (user: Recipient, checked: boolean) => void;
}

/** Spec 2 §5: "Recipients are listed from project-level users by role" — a group per role, a checkbox per user. */
function ProjectUsers({ projectId, chosen, onCheck }: ProjectUsersProps) {
  const headingId = useId();
  const { data, loading, error } = useQuery(ProjectRecipientsDocument, { variables: { id: projectId } });
  if (loading && !data) return <CircularProgress size={24} sx={{ mt: 2 }} aria-label="Loading project users" />;
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {toUserMessage(error)}
      </Alert>
    );
  const recipients = data?.projectRecipients ?? [];
  if (recipients.length === 0) return null;
  const taken = new Set(chosen.map(normaliseRecipient));
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {PROJECT_RECIPIENT_ROLES.map((role) => {
        const users = recipients.filter((recipient) => recipient.role === role);
        if (users.length === 0) return null;
        const label = PROJECT_RECIPIENT_ROLE_LABELS[role];
        return (
          <Box key={role} role="group" aria-labelledby={`${headingId}-${role}`}>
            <Typography id={`${headingId}-${role}`} variant="subtitle2">
              {label}
            </Typography>
            <FormGroup>
              {users.map((user) => (
                <FormControlLabel
                  key={`${role}-${user.email}`}
                  label={`${user.name} (${user.email})`}
                  control={
                    <Checkbox
                      checked={taken.has(normaliseRecipient(user.email))}
                      onChange={(event) => onCheck(user, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
    </Stack>
  );
}
