import { Alert, Button } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormErrorAlert } from '../../components/form/form-error-alert';

interface ContactFormFooterProps<Values extends FieldValues> {
  errors: FieldErrors<Values>;
  submitting: boolean;
  /** The success message while it shows (5000 ms), else null. */
  success: string | null;
  submitLabel: string;
}

/** The end of both contact forms: the form-level error, the submit button and the success message. */
export function ContactFormFooter<Values extends FieldValues>({
  errors,
  submitting,
  success,
  submitLabel,
}: ContactFormFooterProps<Values>) {
  return (
    <>
      <FormErrorAlert errors={errors} />
      <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ mt: 3 }}>
        {submitLabel}
      </Button>
      {/* Always present, so screen readers announce the message when it appears. */}
      <div role="status">
        {success === null ? null : (
          <Alert severity="success" sx={{ mt: 2 }}>
            {success}
          </Alert>
        )}
      </div>
    </>
  );
}
