import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import { ConfirmDialog } from '../confirm-dialog';

interface DeleteConfirmationOptions<Row> {
  title: string;
  message: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** The success toast, e.g. 'Client has been deleted'. */
  deletedMessage: string;
  onDeleted?: () => unknown;
}

/**
 * The delete flow of a list row: ask with a confirmation dialog, delete, then a success toast (or the server's
 * message as an error toast). Returns `ask(row)` and the dialog to render.
 */
export function useDeleteConfirmation<Row>(options: DeleteConfirmationOptions<Row>): {
  ask: (row: Row) => void;
  dialog: ReactNode;
} {
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await options.remove(target);
      enqueueSnackbar(options.deletedMessage, { variant: 'success' });
      await options.onDeleted?.();
    } catch (caught) {
      enqueueSnackbar(toUserMessage(caught), { variant: 'error' });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={options.title}
      message={target === null ? '' : options.message(target)}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
