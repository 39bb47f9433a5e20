import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

interface FormErrorAlertProps<Values extends FieldValues> {
  errors: FieldErrors<Values>;
}

/** The form-level error set by applyServerError (spec 1 §5 "Server-side form errors"). */
export function FormErrorAlert<Values extends FieldValues>({ errors }: FormErrorAlertProps<Values>) {
  const message = errors.root?.server?.message;
  if (message === undefined) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
