import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { ProjectLayout, type ProjectRecord, projectPreviewPath } from '../projects';
import { ScoringBoard } from './scoring-board';
import { ScoringDocument } from './scoring-documents';
import { scoringTabShown } from './scoring-tab';
import { useScoringActions } from './use-scoring-actions';

/**
 * Spec 2 §2 /projects/{id}/scoring; a project not in a scoring-capable state goes to the preview (spec 3 §2), as the
 * project's `scoringAvailable` says.
 */
export function ScoringPage() {
  return (
    <ProjectLayout>
      {(project) =>
        scoringTabShown(project) ? (
          <ProjectScoring project={project} />
        ) : (
          <Navigate to={projectPreviewPath(project.id)} replace />
        )
      }
    </ProjectLayout>
  );
}

function ProjectScoring({ project }: { project: ProjectRecord }) {
  const scope = useMemo(() => ({ projectId: project.id, branchId: null }), [project.id]);
  const { data, error } = useQuery(ScoringDocument, { variables: scope, fetchPolicy: 'cache-and-network' });
  const actions = useScoringActions(scope);
  if (data) return <ScoringBoard scoring={data.scoring} status={project.status} actions={actions} />;
  return error ? <ErrorScreen error={error} /> : <PageProgress />;
}
