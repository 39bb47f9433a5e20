import { CONTACT_MESSAGES, CONTACT_SUCCESS_MS } from '@shortlist/domain';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../../lib/errors';
import { applyServerError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';

/**
 * Spec 3 §4, §8 behaviour shared by the demo and contact forms: field errors from the server beside their fields;
 * any other failure as 'Something went wrong…' naming the sales address. A sent form is cleared and its success
 * message shows for 5000 ms.
 */
export function useContactSubmission<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  send: (values: Output) => Promise<unknown>,
) {
  const { config } = useSession();
  const [sent, setSent] = useState(false);
  // The human verification answers once: a new key renders a fresh widget after each attempt.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false);
    try {
      await send(values);
      form.reset();
      setSent(true);
    } catch (error) {
      const shown = Object.keys(form.getValues());
      if (Object.keys(serverFieldErrors(error)).some((name) => shown.includes(name))) applyServerError(form, error);
      else form.setError('root.server', { type: 'server', message: CONTACT_MESSAGES.failed(config.salesEmail) });
    } finally {
      setAttempt((count) => count + 1);
    }
  });

  return { onSubmit, sent, attempt, siteKey: config.recaptchaSiteKey };
}
