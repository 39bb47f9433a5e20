import { useMutation } from '@apollo/client/react';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ClientDiscoveryFieldsFragment } from '../../../gql/graphql';
import { toUserMessage } from '../../../lib/errors';
import { SetClientTablesLockStatusDocument } from '../client-tables-documents';

/**
 * Spec 2 §4 the lock button: after a confirmation, DRAFT (unlocked) becomes SUBMITTED (locked) and back. A COMPLETED
 * project's tables stay locked, so the button is disabled there.
 */
export function LockButton({ discovery }: { discovery: ClientDiscoveryFieldsFragment }) {
  const [asking, setAsking] = useState(false);
  const [setStatus, { loading }] = useMutation(SetClientTablesLockStatusDocument);
  const { enqueueSnackbar } = useSnackbar();
  const locked = discovery.clientTablesStatus === 'SUBMITTED';
  const confirm = async () => {
    try {
      await setStatus({ variables: { projectId: discovery.id, status: locked ? 'DRAFT' : 'SUBMITTED' } });
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={locked ? <LockOpenIcon /> : <LockIcon />}
        onClick={() => setAsking(true)}
        disabled={discovery.status === 'COMPLETED'}
      >
        {locked ? 'Unlock Tables' : 'Lock Tables'}
      </Button>
      <ConfirmDialog
        open={asking}
        title={locked ? 'Unlock Client Tables' : 'Lock Client Tables'}
        message={
          locked
            ? 'Client members will be able to change the data again until the deadline. Do you want to unlock the tables?'
            : 'Client members will no longer be able to change the data. Do you want to lock the tables?'
        }
        confirmLabel={locked ? 'Unlock' : 'Lock'}
        busy={loading}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
