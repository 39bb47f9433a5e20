import { useMutation } from '@apollo/client/react';
import { Button, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { BRANCH_MESSAGES, type ScoringType } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSession } from '../../lib/session';
import { BranchDialog } from './branch-dialog';
import { DeleteBranchDocument, RevokeBranchAccessDocument } from './branches-documents';
import { branchLabel, useBranches } from './use-branches';

type Action = 'create' | 'edit' | 'delete' | 'revoke';
type Dialog = Action | null;

interface BranchesMenuProps {
  projectId: string;
  /** The project's scoring type, proposed for a new branch. */
  scoringType: ScoringType;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Project owners create branches whatever their privileges (spec 2 §6). */
  isProjectOwner?: boolean;
}

/**
 * The scoring page's branch selector and Branches menu (spec 2 §6, spec 3 §7): users with MANAGE_SCORING or
 * MANAGE_ALL_SCORING create their own branch; its creator edits and deletes it; a member revokes own access.
 */
export function BranchesMenu({
  projectId,
  scoringType,
  selectedId,
  onSelect,
  isProjectOwner = false,
}: BranchesMenuProps) {
  const { privileges } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { branches, selected } = useBranches(projectId, selectedId, onSelect);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refetch = { refetchQueries: ['Branches'], awaitRefetchQueries: true };
  const [remove, removing] = useMutation(DeleteBranchDocument, refetch);
  const [revoke, revoking] = useMutation(RevokeBranchAccessDocument, refetch);
  const mayCreate = isProjectOwner || privileges.has('MANAGE_SCORING') || privileges.has('MANAGE_ALL_SCORING');
  const open = (next: Dialog) => () => {
    setAnchor(null);
    setDialog(next);
  };
  const leave = (call: (id: string) => Promise<unknown>, refusal: string) => async () => {
    if (!selected) return;
    try {
      await call(selected.id);
      setDialog(null);
      onSelect(null);
    } catch {
      enqueueSnackbar(refusal, { variant: 'error' });
    }
  };
  const choices: Array<{ key: Action; label: string; shown: boolean }> = [
    { key: 'create', label: 'Create Branch', shown: mayCreate },
    { key: 'edit', label: 'Edit Branch', shown: selected?.isCreator === true },
    { key: 'delete', label: 'Delete Branch', shown: selected?.isCreator === true },
    { key: 'revoke', label: 'Revoke Access', shown: selected?.isCreator === false },
  ];
  const actions = choices.filter((action) => action.shown);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {branches.length > 0 && (
        <TextField
          select
          size="small"
          label="Branch"
          value={selected?.id ?? ''}
          onChange={(event) => onSelect(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branchLabel(branch)}
            </option>
          ))}
        </TextField>
      )}
      {actions.length > 0 && (
        <Button variant="outlined" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
          Branches
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action.key} onClick={open(action.key)}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      {(dialog === 'create' || (dialog === 'edit' && selected)) && (
        <BranchDialog
          projectId={projectId}
          {...(dialog === 'edit' && selected ? { branch: selected } : {})}
          defaultScoringType={scoringType}
          onSaved={(branch) => onSelect(branch.id)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Branch"
        message="The branch is deleted with its ratings, weights and notes, for every member."
        confirmLabel="Delete"
        busy={removing.loading}
        onConfirm={leave((id) => remove({ variables: { id } }), BRANCH_MESSAGES.remove)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'revoke'}
        title="Revoke Access"
        message="You will no longer see this branch or its ratings, weights and notes."
        confirmLabel="Revoke"
        busy={revoking.loading}
        onConfirm={leave((id) => revoke({ variables: { id } }), BRANCH_MESSAGES.revoke)}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
