import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import {
  fieldErrors,
  RETENTION_FIELDS,
  RETENTION_TEXTS,
  type RetentionPeriods,
  retentionPeriodsSchema,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { serverFieldErrors, toUserMessage } from '../../../lib/errors';
import { UpdateRetentionSettingsDocument } from './retention-documents';

type Texts = Record<keyof RetentionPeriods, string>;

const textsOf = (periods: RetentionPeriods): Texts => ({
  projectMonths: String(periods.projectMonths),
  accountMonths: String(periods.accountMonths),
  analyticsMonths: String(periods.analyticsMonths),
  auditMonths: String(periods.auditMonths),
});

/** Issue 38: the retention periods in whole months, checked with the server's own rules before saving. */
export function RetentionForm({ periods, onSaved }: { periods: RetentionPeriods; onSaved: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [texts, setTexts] = useState<Texts>(() => textsOf(periods));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(UpdateRetentionSettingsDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = retentionPeriodsSchema.safeParse(texts);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save({ variables: { input: parsed.data } });
    } catch (error) {
      setErrors({ ...serverFieldErrors(error) });
      setFailure(toUserMessage(error));
      return;
    }
    enqueueSnackbar(RETENTION_TEXTS.saved, { variant: 'success' });
    onSaved();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Retention periods">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {RETENTION_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="number"
            slotProps={{ htmlInput: { min: field.min, step: 1, inputMode: 'numeric' } }}
            value={texts[field.name]}
            onChange={(event) => setTexts((now) => ({ ...now, [field.name]: event.target.value }))}
            error={errors[field.name] !== undefined}
            helperText={errors[field.name] ?? `At least ${field.min} months.`}
            fullWidth
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saving.loading}>
            Save periods
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
