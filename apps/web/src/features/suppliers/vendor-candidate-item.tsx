import { Button, Chip, ListItem, ListItemText, Stack } from '@mui/material';
import { PARTICIPATION_DISPLAY_LABELS } from '@shortlist/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { VendorProduct } from './supplier-model';
import type { SupplierActions } from './use-supplier-actions';

interface VendorCandidateItemProps {
  product: VendorProduct;
  actions: SupplierActions;
  /** Opens the add dialog (the reason for selection) for a product not in the project. */
  onInvite: () => void;
}

/**
 * Spec 2 §4 a search result as a candidate: its label (New when not in the project, Preselected while the project is
 * in review, else its participation) and the candidate actions Invite (not in the project) or Revoke (in it), and
 * Block, none of them once it is blocked. Revoke asks first, as deleting a supplier does.
 */
export function VendorCandidateItem({ product, actions, onInvite }: VendorCandidateItemProps) {
  const [busy, setBusy] = useState(false);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const title = `${product.vendorName} — ${product.name}`;
  const details = [product.industry, product.serviceTypes.map((type) => type.label).join(', ')].filter(Boolean);
  const added = product.projectProductId;
  const blocked = product.status === 'BLOCKED';
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const button = (label: string, onClick: () => void) => (
    <Button size="small" variant="outlined" disabled={busy} onClick={onClick} aria-label={`${label} ${title}`}>
      {label}
    </Button>
  );
  return (
    <ListItem divider>
      <ListItemText primary={title} secondary={details.join(' · ') || undefined} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, ml: 2 }}>
        <Chip size="small" label={PARTICIPATION_DISPLAY_LABELS[product.status]} />
        {blocked ? null : added ? button('Revoke', () => setConfirmingRevoke(true)) : button('Invite', onInvite)}
        {blocked
          ? null
          : button('Block', () => void run(() => (added ? actions.block(added) : actions.blockCandidate(product.id))))}
      </Stack>
      <ConfirmDialog
        open={confirmingRevoke}
        title="Revoke Supplier"
        message={`Are you sure you want to remove ${title} from the project?`}
        confirmLabel="Revoke"
        busy={busy}
        onConfirm={() => {
          setConfirmingRevoke(false);
          if (added) void run(() => actions.remove(added));
        }}
        onCancel={() => setConfirmingRevoke(false)}
      />
    </ListItem>
  );
}
