import { Alert } from '@mui/material';
import { type ProjectOrigin, projectOriginBanner } from '@shortlist/domain';

/** Spec 2 §2: the info banner above the wizard's form that explains where the project comes from. */
export function OriginBanner({ origin, baseName }: { origin: ProjectOrigin | null; baseName: string | null }) {
  if (origin === null) return null;
  if (origin !== 'IMPORT' && baseName === null) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {projectOriginBanner(origin, baseName ?? '')}
    </Alert>
  );
}
