import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface FormSwitchProps<Values extends FieldValues, Transformed extends FieldValues> {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** An on/off switch wired to react-hook-form. */
export function FormSwitch<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: FormSwitchProps<Values, Transformed>) {
  const { field } = useController({ control, name });
  return (
    <>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {helperText ? <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 6 }}>{helperText}</FormHelperText> : null}
    </>
  );
}
