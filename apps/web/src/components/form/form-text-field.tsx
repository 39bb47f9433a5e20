import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { type CharacterLimits, characterCountText, WithCharacterCount } from './character-count';

type FormTextFieldProps<Values extends FieldValues, Transformed extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  /** Shows a live character count under the field (the limits of its rule). */
  characterLimits?: CharacterLimits;
};

/** A text field wired to react-hook-form: value, validation message and focus on error. */
export function FormTextField<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  helperText,
  characterLimits,
  ...props
}: FormTextFieldProps<Values, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={
        characterLimits === undefined ? (
          message
        ) : (
          <WithCharacterCount
            message={message}
            count={characterCountText(typeof field.value === 'string' ? field.value : '', characterLimits)}
          />
        )
      }
    />
  );
}
