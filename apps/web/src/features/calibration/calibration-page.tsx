import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PageProgress } from '../../components/page-progress';
import { ProjectLayout, projectPreviewPath } from '../projects';
import { CalibrationDocument, RecordConsensusDocument } from './calibration-documents';
import { calibrationTabShown } from './calibration-tab';
import { CalibrationView } from './calibration-view';

/**
 * Issue 37 /projects/{id}/calibration: a project owner's view of where the evaluators disagree, walked one item at a
 * time, recording the agreed rating with a reason. Elsewhere the project's preview opens.
 */
export function CalibrationPage() {
  return (
    <ProjectLayout>
      {(project) =>
        calibrationTabShown(project) ? (
          <CalibrationLoader projectId={project.id} />
        ) : (
          <Navigate to={projectPreviewPath(project.id)} replace />
        )
      }
    </ProjectLayout>
  );
}

function CalibrationLoader({ projectId }: { projectId: string }) {
  const { data, error, refetch } = useQuery(CalibrationDocument, {
    variables: { projectId },
    fetchPolicy: 'network-only',
  });
  const [record] = useMutation(RecordConsensusDocument);
  if (data?.calibration) {
    return (
      <CalibrationView
        calibration={data.calibration}
        onRecord={async ({ answerId, rating, reason }) => {
          await record({ variables: { projectId, answerId, rating, reason } });
          await refetch();
        }}
      />
    );
  }
  return error ? <ErrorScreen error={error} /> : <PageProgress />;
}
