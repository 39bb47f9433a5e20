import { Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { useSession } from '../../lib/session';
import { BranchesMenu, BranchRequiredNotice, useBranches } from '../branches';
import { OutstandingAnswersNotice, ProjectLayout, type ProjectRecord, projectPreviewPath } from '../projects';
import { ScoringBoard } from './scoring-board';
import { scoringTabShown } from './scoring-tab';
import { useScoringActions } from './use-scoring-actions';
import { useScoringData } from './use-scoring-data';

/**
 * Spec 2 §2 /projects/{id}/scoring; a project not in a scoring-capable state goes to the preview (spec 3 §2), as the
 * project's `scoringAvailable` says. With branches on, the viewer scores in one of their branches (spec 2 §6).
 */
export function ScoringPage() {
  return (
    <ProjectLayout>
      {(project) => {
        if (!scoringTabShown(project)) return <Navigate to={projectPreviewPath(project.id)} replace />;
        return project.settings.enableBranches ? (
          <BranchScoring project={project} />
        ) : (
          <ScopedScoring project={project} branchId={null} />
        );
      }}
    </ProjectLayout>
  );
}

/**
 * The Branches menu above the branch's scoring; a viewer in no branch reads spec 3 §7's notice (and, when allowed,
 * creates a branch of their own from the menu).
 */
function BranchScoring({ project }: { project: ProjectRecord }) {
  const { profile } = useSession();
  const [branchId, setBranchId] = useState<string | null>(null);
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
      {selected ? <ScopedScoring project={project} branchId={selected.id} /> : <BranchRequiredNotice />}
    </Stack>
  );
}

function ScopedScoring({ project, branchId }: { project: ProjectRecord; branchId: string | null }) {
  const scope = useMemo(() => ({ projectId: project.id, branchId }), [project.id, branchId]);
  const { scoring, error, update, reload } = useScoringData(scope);
  const actions = useScoringActions(scope, update);
  if (scoring) {
    return (
      <Stack spacing={2}>
        <OutstandingAnswersNotice project={project} />
        <ScoringBoard scoring={scoring} status={project.status} actions={actions} onReload={reload} />
      </Stack>
    );
  }
  return error ? <ErrorScreen error={error} /> : <PageProgress />;
}
