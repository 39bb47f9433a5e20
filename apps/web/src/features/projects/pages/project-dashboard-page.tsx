import { useMutation } from '@apollo/client/react';
import { Stack, Typography } from '@mui/material';
import type { ProjectStatus } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { useAccess } from '../../../lib/session';
import { ProjectOverview } from '../dashboard/project-overview';
import { ProjectLayout } from '../layout/project-layout';
import type { ProjectRecord } from '../layout/use-project';
import { UpdateProjectStatusDocument } from '../projects-documents';

/** Spec 2 §2 /projects/{id}/dashboard (VIEW_DASHBOARD) inside the project layout. */
export function ProjectDashboardPage() {
  return <ProjectLayout>{(project) => <ProjectDashboard project={project} />}</ProjectLayout>;
}

/**
 * Spec 2 §9 Dashboards per status with the management widgets for MANAGE_PROJECT_STATE (spec 2 §4); a failed
 * status move shows the server's message as an error toast and scrolls the issues widget into view.
 */
function ProjectDashboard({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const [updateStatus, { loading }] = useMutation(UpdateProjectStatusDocument);
  const issuesRef = useRef<HTMLDivElement>(null);
  const [checks, setChecks] = useState(0);

  const move = async (status: ProjectStatus) => {
    try {
      await updateStatus({ variables: { id: project.id, status } });
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
      setChecks((count) => count + 1);
      issuesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <ProjectOverview
        project={project}
        canManage={can('MANAGE_PROJECT_STATE')}
        busy={loading}
        onMove={move}
        issuesRef={issuesRef}
        issuesKey={checks}
        conflicts
        debriefs
      />
    </Stack>
  );
}
