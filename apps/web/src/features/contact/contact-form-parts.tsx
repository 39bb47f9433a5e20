import { Alert, Button } from '@mui/material';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormErrorAlert, HumanVerification } from '../../components/form';

interface ContactFormFooterProps<Values extends FieldValues & { recaptcha?: string }, Output extends FieldValues> {
  form: UseFormReturn<Values, unknown, Output>;
  /** From useContactSubmission: the server's site key (null: no verification) and the attempt it renders for. */
  verification: { siteKey: string | null; attempt: number };
  /** The success message while it shows (5000 ms), else null. */
  success: string | null;
  submitLabel: string;
}

/**
 * The end of both contact forms: the human verification when the server asks for it, the form-level error, the
 * submit button and the success message.
 */
export function ContactFormFooter<Values extends FieldValues & { recaptcha?: string }, Output extends FieldValues>({
  form,
  verification,
  success,
  submitLabel,
}: ContactFormFooterProps<Values, Output>) {
  return (
    <>
      {verification.siteKey === null ? null : (
        <HumanVerification
          key={verification.attempt}
          siteKey={verification.siteKey}
          control={form.control}
          name={'recaptcha' as Path<Values>}
        />
      )}
      <FormErrorAlert errors={form.formState.errors} />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} sx={{ mt: 3 }}>
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
