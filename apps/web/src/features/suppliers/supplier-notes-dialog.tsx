import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { MESSAGES, SUPPLIER_NOTES_MAX, SUPPLIER_NOTES_TEXTS } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import type { ProjectSupplier } from './supplier-model';
import { SetProductNotesDocument } from './suppliers-documents';

interface SupplierNotesDialogProps {
  projectId: string;
  supplier: Pick<ProjectSupplier, 'id' | 'name' | 'notes' | 'shareNotes'>;
  onClose: () => void;
}

/**
 * Spec 2 §7 Set notes on a product: the broker's notes on a supplier (trimmed, at most SUPPLIER_NOTES_MAX characters)
 * and whether the supplier reads them with its result.
 */
export function SupplierNotesDialog({ projectId, supplier, onClose }: SupplierNotesDialogProps) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [notes, setNotes] = useState(supplier.notes ?? '');
  const [shareNotes, setShareNotes] = useState(supplier.shareNotes ?? false);
  const [save, { loading }] = useMutation(SetProductNotesDocument, {
    refetchQueries: ['ProjectProducts'],
    awaitRefetchQueries: true,
  });
  const tooLong = notes.trim().length > SUPPLIER_NOTES_MAX;
  const submit = async () => {
    try {
      await save({ variables: { input: { projectId, productId: supplier.id, notes: notes.trim(), shareNotes } } });
      enqueueSnackbar(SUPPLIER_NOTES_TEXTS.saved, { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(SUPPLIER_NOTES_TEXTS.failed, { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{SUPPLIER_NOTES_TEXTS.title}</DialogTitle>
      <DialogContent>
        <TextField
          label={`Notes on ${supplier.name}`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          fullWidth
          multiline
          minRows={4}
          maxRows={30}
          margin="normal"
          error={tooLong}
          helperText={tooLong ? MESSAGES.maxLength(SUPPLIER_NOTES_MAX) : undefined}
        />
        <FormControlLabel
          control={<Checkbox checked={shareNotes} onChange={(event) => setShareNotes(event.target.checked)} />}
          label={SUPPLIER_NOTES_TEXTS.share}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={loading || tooLong}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
