import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { CONFLICT_TEXTS } from '@shortlist/domain';
import { useState } from 'react';
import { ConflictsOfInterestDocument } from '../project-dashboard-documents';
import { DeclareConflictsDialog } from './declare-conflicts-dialog';

/**
 * Issue 37, wherever answers and scores show (dashboard, scoring, comparison): with the project's declarations on,
 * says how many suppliers are hidden until the viewer declares (with "Declare conflicts of interest") and how many
 * their declared conflicts hide. Nothing otherwise.
 */
export function ConflictsNotice({ projectId }: { projectId: string }) {
  const { data } = useQuery(ConflictsOfInterestDocument, {
    variables: { projectId },
    fetchPolicy: 'cache-and-network',
  });
  const [declaring, setDeclaring] = useState(false);
  const conflicts = data?.conflictsOfInterest;
  if (!conflicts?.enabled) return null;
  const pending = conflicts.suppliers.filter((supplier) => supplier.state === 'UNDECLARED');
  if (pending.length === 0 && conflicts.hiddenCount === 0) return null;
  return (
    <>
      {pending.length > 0 ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setDeclaring(true)}>
              {CONFLICT_TEXTS.declareButton}
            </Button>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
        >
          {CONFLICT_TEXTS.pending(pending.length)}
        </Alert>
      ) : null}
      {conflicts.hiddenCount > 0 ? (
        <Alert severity="info">{CONFLICT_TEXTS.hiddenByConflict(conflicts.hiddenCount)}</Alert>
      ) : null}
      {declaring ? (
        <DeclareConflictsDialog projectId={projectId} suppliers={pending} onClose={() => setDeclaring(false)} />
      ) : null}
    </>
  );
}
