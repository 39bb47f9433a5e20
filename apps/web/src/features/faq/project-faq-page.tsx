import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { ProjectLayout, projectPreviewPath } from '../projects';
import { FaqBoard } from './faq-board';
import { ProjectFaqDocument } from './faq-documents';
import { faqTabShown } from './faq-tab';

/** Spec 2 §2 /projects/{id}/faq: the broker FAQ view in the project's frame; DRAFT and IN_REVIEW go to the preview. */
export function ProjectFaqPage() {
  return (
    <ProjectLayout>
      {(project) =>
        faqTabShown(project.status) ? (
          <ProjectFaq projectId={project.id} />
        ) : (
          <Navigate to={projectPreviewPath(project.id)} replace />
        )
      }
    </ProjectLayout>
  );
}

function ProjectFaq({ projectId }: { projectId: string }) {
  const variables = { projectId, hash: null };
  const { data, error } = useQuery(ProjectFaqDocument, { variables, fetchPolicy: 'cache-and-network' });
  if (data) return <FaqBoard faq={data.projectFaq} variables={variables} filterable />;
  return error ? <ErrorScreen error={error} /> : <PageProgress />;
}
