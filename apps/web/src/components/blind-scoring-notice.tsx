import { Alert } from '@mui/material';
import { BLIND_SCORING_TEXTS } from '@shortlist/domain';

/** Issue 37 blind scoring: tells a viewer who reads the suppliers as aliases why (nothing when they read names). */
export function BlindScoringNotice({ blind }: { blind: boolean | null | undefined }) {
  if (!blind) return null;
  return (
    <Alert severity="info" role="status">
      {BLIND_SCORING_TEXTS.notice}
    </Alert>
  );
}
