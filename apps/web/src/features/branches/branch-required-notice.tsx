import { Alert } from '@mui/material';
import { BRANCH_REQUIRED_MESSAGE } from '@shortlist/domain';

/** Spec 2 §6: shown in branch mode to a viewer with no branch of their own (the scoring page shows no responses). */
export function BranchRequiredNotice() {
  return (
    <Alert severity="info" role="status">
      {BRANCH_REQUIRED_MESSAGE}
    </Alert>
  );
}
