import { Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PreviewQuestionsCard } from '../../answers/questionnaire/preview-questions-card';
import { useAccess } from '../../../lib/session/session-context';
import { ProjectOverview } from '../dashboard/project-overview';
import { ProjectLayout } from '../layout/project-layout';
import { useProject } from '../layout/use-project';
import { projectDashboardPath } from '../projects-paths';

export const PROJECT_REVIEW_TITLE = 'Project Review';

/**
 * Spec 2 §2 /projects/{id}/preview, 'Project Review': the overview of the project's status for any buy-side user
 * who sees the project, read-only (no management, issues or actions), and spec 3 §2's Project Questions card: the
 * questions as suppliers see them. Not in Draft: a DRAFT project goes to the
 * dashboard for VIEW_DASHBOARD, otherwise it is not found.
 */
export function ProjectPreviewPage() {
  const { project } = useProject();
  const can = useAccess();
  if (project?.status === 'DRAFT') {
    return can('VIEW_DASHBOARD') ? <Navigate to={projectDashboardPath(project.id)} replace /> : <NotFoundPage />;
  }
  return (
    <ProjectLayout>
      {(loaded) => (
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            {PROJECT_REVIEW_TITLE}
          </Typography>
          <ProjectOverview project={loaded} canManage={false} />
          <PreviewQuestionsCard projectId={loaded.id} answersMaxLength={loaded.settings.answersMaxLength ?? null} />
        </Stack>
      )}
    </ProjectLayout>
  );
}
