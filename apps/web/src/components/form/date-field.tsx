import { TextField } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { dateInputValue, isCompleteDateValue, toDateInput } from '../../lib/project-dates';

interface DateFieldProps<Values extends FieldValues, Transformed extends FieldValues> {
  control: Control<Values, unknown, Transformed>;
  /** A field holding the date as text: an ISO instant, '' or the invalid marker. */
  name: FieldPathByValue<Values, string>;
  label: string;
  /** The input's accessible name when the visible label alone does not say which date it is (a row of a table). */
  ariaLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called with the new ISO value of a complete, valid day after the form has it (the publish date auto-fills). */
  onValueChange?: (value: string) => void;
}

/**
 * A project date picked or typed as a day in America/New_York and held as the instant at midday UTC (spec 1 §5).
 * The field keeps what the user types and never writes a half-typed day back: the form gets a date only once the
 * day is complete and valid (an invalid marker otherwise, which the schema reports as 'Must be a valid date').
 */
export function DateField<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  label,
  ariaLabel,
  required,
  disabled,
  onValueChange,
}: DateFieldProps<Values, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  // `name` is a path to a text value; react-hook-form cannot resolve that for a generic form.
  const current = field.value as string;
  const [typed, setTyped] = useState({ text: toDateInput(current), value: current });
  let text = typed.text;
  if (typed.value !== current) {
    // The form changed the value itself (auto-fill, reset): show that instead of what was typed.
    text = toDateInput(current);
    setTyped({ text, value: current });
  }

  const take = (input: HTMLInputElement) => {
    const shown = input.value;
    // A field showing the form's own day changes nothing (a stored instant need not be at midday UTC).
    if (!input.validity.badInput && shown !== '' && shown === toDateInput(current)) return;
    const value = dateInputValue(shown, input.validity.badInput);
    setTyped({ text: shown, value });
    if (value === current) return;
    field.onChange(value);
    if (isCompleteDateValue(value)) onValueChange?.(value);
  };

  return (
    <TextField
      type="date"
      fullWidth
      margin="normal"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={text}
      onChange={(event) => take(event.target as HTMLInputElement)}
      onBlur={(event) => {
        // Chromium reports a partly filled day as '' without an input event: catch it when the field is left.
        take(event.target as HTMLInputElement);
        field.onBlur();
      }}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined }}
    />
  );
}
