import { TextField } from '@mui/material';
import { PROJECT_LIMITS, type ProjectFormValues } from '@shortlist/domain';
import { type Control, useController } from 'react-hook-form';
import type { ProjectFormFields } from './project-form-fields';

/** Spec 2 §5 liveCount (Panel): an integer from 1 to 100000; empty is none. */
export function LiveCountField({ control }: { control: Control<ProjectFormFields, unknown, ProjectFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'liveCount' });
  return (
    <TextField
      type="number"
      fullWidth
      margin="normal"
      label="Live Count"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: PROJECT_LIMITS.liveCountMin, max: PROJECT_LIMITS.liveCountMax, step: 1 } }}
    />
  );
}
