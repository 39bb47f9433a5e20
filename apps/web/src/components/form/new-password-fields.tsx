import { MESSAGES } from '@shortlist/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface NewPasswordFieldsProps<Values extends FieldValues, Transformed extends FieldValues> {
  control: Control<Values, unknown, Transformed>;
  /** The label of the `password` field. */
  passwordLabel: string;
  repeatName: Path<Values>;
  repeatLabel: string;
}

/** A new password (with the password rule as its hint) and the field that repeats it. */
export function NewPasswordFields<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  passwordLabel,
  repeatName,
  repeatLabel,
}: NewPasswordFieldsProps<Values, Transformed>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<Values>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        helperText={MESSAGES.password}
      />
      <FormTextField
        control={control}
        name={repeatName}
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
