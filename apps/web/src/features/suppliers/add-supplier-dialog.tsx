import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { MESSAGES, SUPPLIER_LIMITS } from '@shortlist/domain';
import { useId, useState } from 'react';
import type { VendorProduct } from './supplier-model';

interface AddSupplierDialogProps {
  product: VendorProduct;
  onAdd: (purpose: string) => Promise<boolean>;
  onClose: () => void;
}

/** Spec 2 §7 Add supplier: the chosen product with the reason for selection (its purpose, optional). */
export function AddSupplierDialog({ product, onAdd, onClose }: AddSupplierDialogProps) {
  const id = useId();
  const [purpose, setPurpose] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = purpose.trim().length > SUPPLIER_LIMITS.purpose;
  const submit = async () => {
    if (tooLong) return;
    setBusy(true);
    const added = await onAdd(purpose.trim());
    setBusy(false);
    if (added) onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Add Supplier</DialogTitle>
      <DialogContent>
        <TextField
          label="Supplier"
          value={`${product.vendorName} — ${product.name}`}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label="Reason for selection"
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          error={tooLong}
          helperText={tooLong ? MESSAGES.maxLength(SUPPLIER_LIMITS.purpose) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy || tooLong}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
