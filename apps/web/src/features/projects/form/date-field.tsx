import { TextField } from '@mui/material';
import type { ProjectFormValues } from '@shortlist/domain';
import { type Control, useController } from 'react-hook-form';
import { fromDateInput, toDateInput } from '../project-dates';
import type { DateField as DateFieldName, ProjectFormFields } from './project-form-fields';

interface DateFieldProps {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
  name: DateFieldName;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Called with the new ISO value after the form has it (the publish date auto-fills the others). */
  onValueChange?: (value: string) => void;
}

/** A project date picked as a day in America/New_York and held as the instant at midday UTC (spec 1 §5). */
export function DateField({ control, name, label, required, disabled, onValueChange }: DateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      type="date"
      fullWidth
      margin="normal"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={toDateInput(field.value)}
      onChange={(event) => {
        const value = fromDateInput(event.target.value)?.toISOString() ?? '';
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
