import { MenuItem, TextField } from '@mui/material';
import {
  CUSTOM_FREQUENCY_PLACEHOLDER,
  PANEL_FREQUENCIES,
  PROJECT_LIMITS,
  type ProjectFormValues,
} from '@shortlist/domain';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { ProjectFormFields } from './project-form-fields';

const CUSTOM = '(Custom)';
const PRESETS: readonly string[] = PANEL_FREQUENCIES.filter((option) => option !== CUSTOM);

/** Spec 2 §3 Panel frequency: '3 Months', '6 Months', '1 Year' or '(Custom)' free text up to 50 characters. */
export function FrequencyField({ control }: { control: Control<ProjectFormFields, unknown, ProjectFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'frequency' });
  const value = field.value ?? '';
  const [custom, setCustom] = useState(value !== '' && !PRESETS.includes(value));
  const choice = custom ? CUSTOM : value;
  return (
    <>
      <TextField
        select
        fullWidth
        margin="normal"
        label="Frequency"
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          setCustom(next === CUSTOM);
          field.onChange(next === CUSTOM ? '' : next);
        }}
        error={!custom && fieldState.error !== undefined}
        helperText={custom ? undefined : fieldState.error?.message}
      >
        {PANEL_FREQUENCIES.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {custom ? (
        <TextField
          fullWidth
          margin="normal"
          label="Custom Frequency"
          placeholder={CUSTOM_FREQUENCY_PLACEHOLDER}
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: PROJECT_LIMITS.frequency } }}
        />
      ) : null}
    </>
  );
}
