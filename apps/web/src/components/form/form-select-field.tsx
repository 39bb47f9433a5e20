import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

type FormSelectFieldProps<Values extends FieldValues, Transformed extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'
> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  options: readonly SelectOption[];
  /** Called with the new value after the form has it, e.g. to clear a dependent field. */
  onValueChange?: (value: string) => void;
};

/** A single-choice select wired to react-hook-form, showing the field's validation message. */
export function FormSelectField<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  options,
  onValueChange,
  helperText,
  ...props
}: FormSelectFieldProps<Values, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      {...props}
      name={field.name}
      value={options.some((option) => option.value === field.value) ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled === true}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
