import { Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { useSession } from '../../lib/session';
import type { ProjectRecord } from '../projects';
import { BranchRequiredNotice } from './branch-required-notice';
import { BranchesMenu } from './branches-menu';
import { useBranches } from './use-branches';

interface BranchScopeProps {
  project: Pick<ProjectRecord, 'id' | 'settings' | 'productOwners'>;
  /** The branch to start in (else the viewer's first). */
  initialBranchId?: string | null;
  /** The page in the scope: a branch of the viewer's, or null with branches off. */
  children: (branchId: string | null) => ReactNode;
}

/**
 * Where scoring pages work (spec 2 §6): with branches off, the project's shared scoring; with them on, the Branches
 * menu above the chosen branch's page, or spec 3 §7's notice to a viewer in no branch (who may create one from the
 * menu when allowed).
 */
export function BranchScope({ project, initialBranchId = null, children }: BranchScopeProps) {
  if (!project.settings.enableBranches) return <>{children(null)}</>;
  return <BranchMenuScope {...{ project, initialBranchId, children }} />;
}

function BranchMenuScope({ project, initialBranchId, children }: Required<BranchScopeProps>) {
  const { profile } = useSession();
  const [branchId, setBranchId] = useState<string | null>(initialBranchId);
  const { selected, loading, error } = useBranches(project.id, branchId, setBranchId);
  const isProjectOwner = project.productOwners.some((owner) => owner.id === profile?.id);
  if (error) return <ErrorScreen error={error} />;
  if (loading) return <PageProgress />;
  return (
    <Stack spacing={2}>
      <BranchesMenu
        projectId={project.id}
        scoringType={project.settings.scoringType}
        selectedId={selected?.id ?? null}
        onSelect={setBranchId}
        isProjectOwner={isProjectOwner}
      />
      {selected ? children(selected.id) : <BranchRequiredNotice />}
    </Stack>
  );
}
