import { Stack, Typography } from '@mui/material';
import { NotInDraft, ProjectLayout, ProjectOverview } from '../../projects';
import { PreviewQuestionsCard } from '..';

export const PROJECT_REVIEW_TITLE = 'Project Review';

/**
 * Spec 2 §2 /projects/{id}/preview, 'Project Review': the overview of the project's status for any buy-side user
 * who sees the project, read-only (no management, issues or actions), and spec 3 §2's Project Questions card: the
 * questions as suppliers see them. Not in Draft.
 */
export function ProjectPreviewPage() {
  return (
    <NotInDraft>
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
    </NotInDraft>
  );
}
