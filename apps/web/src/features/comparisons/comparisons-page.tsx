import { Navigate } from 'react-router';
import { BranchScope } from '../branches';
import { ProjectLayout, projectPreviewPath } from '../projects';
import { ComparisonList } from './comparison-list';
import { comparisonTabShown } from './comparison-tab';

/**
 * Spec 2 §2 /projects/{id}/comparison: READ_SCORING (the route's rule); a project where comparisons cannot exist goes
 * to the preview (spec 2 §6). With branches on, the list is the chosen branch's (spec 2 §6).
 */
export function ComparisonsPage() {
  return (
    <ProjectLayout>
      {(project) =>
        comparisonTabShown(project) ? (
          <BranchScope project={project}>
            {(branchId) => <ComparisonList project={project} branchId={branchId} />}
          </BranchScope>
        ) : (
          <Navigate to={projectPreviewPath(project.id)} replace />
        )
      }
    </ProjectLayout>
  );
}
