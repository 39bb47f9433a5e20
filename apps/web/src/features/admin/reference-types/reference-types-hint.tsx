import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../../lib/session';
import { ADMIN_PATHS } from '../admin-paths';
import { referenceTypeEditors } from './reference-types-access';

const KINDS = {
  supplier: { noun: 'service types', page: 'Supplier Service Types', path: ADMIN_PATHS.serviceTypes },
  project: { noun: 'project types', page: 'Project Types', path: ADMIN_PATHS.projectTypes },
} as const;

export type ReferenceTypeKind = keyof typeof KINDS;

/**
 * What an empty picker of supplier service types or project types says: who adds them, with a link to the page where
 * they are added when the viewer may add them there.
 */
export function ReferenceTypesEmptyHint({ kind }: { kind: ReferenceTypeKind }) {
  const can = useAccess();
  const { noun, page, path } = KINDS[kind];
  if (!can(referenceTypeEditors)) return <>{`No ${noun} yet. Ask your company administrator to add ${noun}.`}</>;
  return (
    <>
      {`No ${noun} yet. Add them under `}
      <Link component={RouterLink} to={path}>
        {`Administration → ${page}`}
      </Link>
      .
    </>
  );
}
