import { serverFieldErrors, toUserMessage } from '../../lib/errors';

/**
 * House rules: a stale write is refused with a conflict; the page reloads and says so, and the open dialog keeps what
 * the user typed so that they can apply it again.
 */
export const STALE_EDIT_NOTE = 'The latest version has been loaded and what you typed is kept: save again to apply it.';

/** A dialog's save refused as stale after the questionnaire was reloaded; its message is for the dialog to show. */
export class StaleEditError extends Error {
  constructor(error: unknown) {
    super(`${toUserMessage(error)} ${STALE_EDIT_NOTE}`);
    this.name = 'StaleEditError';
  }
}

/** A dialog's failure as one message: the stale note, or the server's message. */
const dialogFailure = (error: unknown) => (error instanceof StaleEditError ? error.message : toUserMessage(error));

/**
 * A project question save's failure for the editor dialog: the question's field errors under their definition paths
 * ('question.options.0.label' → 'options.0.label'), other fields' messages by name, or one message.
 */
export function questionSubmitError(error: unknown): string | Readonly<Record<string, string>> {
  const fields = Object.entries(serverFieldErrors(error));
  if (error instanceof StaleEditError || fields.length === 0) return dialogFailure(error);
  return Object.fromEntries(fields.map(([path, message]) => [path.replace(/^question\./, ''), message]));
}
