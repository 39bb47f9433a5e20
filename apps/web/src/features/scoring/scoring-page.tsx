import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { BlindScoringNotice } from '../../components/blind-scoring-notice';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { BranchScope } from '../branches';
import {
  ConflictsNotice,
  OutstandingAnswersNotice,
  ProjectLayout,
  type ProjectRecord,
  projectPreviewPath,
} from '../projects';
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
        return (
          <BranchScope project={project}>
            {(branchId) => <ScopedScoring project={project} branchId={branchId} />}
          </BranchScope>
        );
      }}
    </ProjectLayout>
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
        <ConflictsNotice projectId={project.id} />
        <BlindScoringNotice blind={scoring.blind} />
        <ScoringBoard scoring={scoring} status={project.status} actions={actions} onReload={reload} />
      </Stack>
    );
  }
  return error ? <ErrorScreen error={error} /> : <PageProgress />;
}
