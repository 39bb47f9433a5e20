import { useMutation } from '@apollo/client/react';
import { Stack, Typography } from '@mui/material';
import type { ProjectStatus } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { useAccess } from '../../../lib/session/session-context';
import { IssuesWidget } from '../dashboard/issues-widget';
import { ManagementWidget } from '../dashboard/management-widget';
import { RoadMapWidget } from '../dashboard/road-map-widget';
import { TimelineWidget } from '../dashboard/timeline-widget';
import { ProjectLayout } from '../layout/project-layout';
import type { ProjectRecord } from '../layout/use-project';
import { UpdateProjectStatusDocument } from '../projects-documents';

/** Spec 2 §2 /projects/{id}/dashboard (VIEW_DASHBOARD) inside the project layout. */
export function ProjectDashboardPage() {
  return <ProjectLayout>{(project) => <ProjectDashboard project={project} />}</ProjectLayout>;
}

const CHECKED_STATUSES: readonly ProjectStatus[] = ['DRAFT', 'IN_REVIEW'];

/**
 * Spec 2 §9 Dashboards per status (this increment): road map, management widget (MANAGE_PROJECT_STATE), the issue
 * check in DRAFT and IN_REVIEW, and the timeline.
 */
function ProjectDashboard({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const canManage = can('MANAGE_PROJECT_STATE');
  const { enqueueSnackbar } = useSnackbar();
  const [updateStatus, { loading }] = useMutation(UpdateProjectStatusDocument);
  const issuesRef = useRef<HTMLDivElement>(null);
  const [checks, setChecks] = useState(0);

  const move = async (status: ProjectStatus) => {
    try {
      await updateStatus({ variables: { id: project.id, status } });
    } catch (error) {
      // Spec 2 §4: the server's message as an error toast, and the issues widget scrolls into view.
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
      <RoadMapWidget project={project} canManage={canManage} busy={loading} onMove={move} />
      {canManage ? <ManagementWidget project={project} /> : null}
      {canManage && CHECKED_STATUSES.includes(project.status) ? (
        <IssuesWidget
          key={`${project.status}-${checks}`}
          ref={issuesRef}
          projectId={project.id}
          status={project.status}
        />
      ) : null}
      <TimelineWidget project={project} />
    </Stack>
  );
}
