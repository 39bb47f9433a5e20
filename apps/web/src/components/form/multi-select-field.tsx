import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface PickerOption {
  id: string;
  label: string;
  /** A second line, e.g. the person's e-mail. */
  detail?: string;
}

interface MultiSelectFieldProps<Values extends FieldValues, Transformed extends FieldValues> {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  label: string;
  options: readonly PickerOption[];
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** While the options are still loading. */
  loading?: boolean;
  /** What the picker says when there is nothing to choose at all (who adds the options); shown under it too. */
  emptyText?: ReactNode;
}

/** A multi-choice picker holding a list of ids in the form (service types, project types, people). */
export function MultiSelectField<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  helperText,
  loading = false,
  emptyText,
}: MultiSelectFieldProps<Values, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  const ids: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const chosen = ids.map((id) => options.find((option) => option.id === id) ?? { id, label: id });
  const empty = !loading && options.length === 0 ? emptyText : undefined;
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      loading={loading}
      {...(empty === undefined ? {} : { noOptionsText: empty })}
      value={chosen}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.detail ? `${option.label} (${option.detail})` : option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="normal"
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? empty ?? helperText}
        />
      )}
    />
  );
}
