import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors, toUserMessage } from './errors';

/** The key under which a form keeps the error that belongs to no single field; FormErrorAlert shows it. */
const FORM_ERROR = 'root.server';

/**
 * Spec 1 §5 "Server-side form errors": field messages go beside the fields the form shows; when none of them
 * matches a shown field, the message shows at form level. `hidden` lists values the form carries but does not show.
 */
export function applyServerError<Values extends FieldValues, Context, Transformed extends FieldValues>(
  form: Pick<UseFormReturn<Values, Context, Transformed>, 'setError' | 'getValues'>,
  error: unknown,
  hidden: readonly Path<Values>[] = [],
): void {
  const shown = new Set(Object.keys(form.getValues()).filter((name) => !hidden.some((value) => value === name)));
  const isShownField = (name: string): name is Path<Values> => shown.has(name);
  let mapped = false;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    if (!isShownField(name)) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !mapped });
    mapped = true;
  }
  if (!mapped) form.setError(FORM_ERROR, { type: 'server', message: toUserMessage(error) });
}
