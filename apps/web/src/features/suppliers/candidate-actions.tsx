import { Button, Chip, Stack } from '@mui/material';
import { PARTICIPATION_DISPLAY_LABELS, type ParticipationDisplay } from '@shortlist/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { SupplierActions } from './use-supplier-actions';

/** What a candidate row needs of its product: the directory's and the AI search's products both carry it. */
export interface Candidate {
  /** The supplier's product (products.id). */
  id: string;
  status: ParticipationDisplay;
  /** When in the project: Revoke and Block act on it. */
  projectProductId?: string | null;
}

interface CandidateActionsProps {
  candidate: Candidate;
  /** Names the row in the buttons' accessible names and the Revoke question. */
  title: string;
  actions: SupplierActions;
  /** Invites a product not in the project. */
  onInvite: () => unknown;
}

/**
 * Spec 2 §4 a candidate's label (New when not in the project, Preselected while the project is in review, else its
 * participation) and actions: Invite (not in the project) or Revoke (in it), and Block, none of them once it is
 * blocked. Revoke asks first, as deleting a supplier does.
 */
export function CandidateActions({ candidate, title, actions, onInvite }: CandidateActionsProps) {
  const [busy, setBusy] = useState(false);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const added = candidate.projectProductId;
  const blocked = candidate.status === 'BLOCKED';
  const run = async (action: () => unknown) => {
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
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, ml: 2 }}>
      <Chip size="small" label={PARTICIPATION_DISPLAY_LABELS[candidate.status]} />
      {blocked
        ? null
        : added
          ? button('Revoke', () => setConfirmingRevoke(true))
          : button('Invite', () => void run(onInvite))}
      {blocked
        ? null
        : button('Block', () => void run(() => (added ? actions.block(added) : actions.blockCandidate(candidate.id))))}
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
    </Stack>
  );
}
