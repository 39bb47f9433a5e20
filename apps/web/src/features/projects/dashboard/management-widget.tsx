import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { useAccess } from '../../../lib/session/session-context';
import type { ProjectRecord } from '../layout/use-project';
import { DeleteProjectDocument } from '../projects-documents';
import { PROJECTS_PATHS, projectDetailsPath, projectSettingsPath } from '../projects-paths';
import { DashboardWidget } from './dashboard-widget';

/**
 * Spec 2 §4 management widget (MANAGE_PROJECT_STATE): edit the details, open the settings and, for company
 * administrators (spec 2 §6: delete is admin only), delete the project after a confirmation, then go to /projects.
 */
export function ManagementWidget({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [deleteProject, { loading }] = useMutation(DeleteProjectDocument);
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    try {
      await deleteProject({ variables: { id: project.id } });
      setConfirming(false);
      enqueueSnackbar('Project has been deleted', { variant: 'success' });
      void navigate(PROJECTS_PATHS.list);
    } catch (error) {
      setConfirming(false);
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
    }
  };

  return (
    <DashboardWidget title="Manage Project">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={projectDetailsPath(project.id)}>
          Edit Details
        </Button>
        <Button variant="outlined" component={RouterLink} to={projectSettingsPath(project.id)}>
          Settings
        </Button>
        {can('MANAGE_ALL_PROJECTS') ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete Project"
        message={`Are you sure you want to delete the project ${project.name}?`}
        confirmLabel="Delete"
        busy={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </DashboardWidget>
  );
}
