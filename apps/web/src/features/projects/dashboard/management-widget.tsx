import { useMutation } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { OCDS_TEXTS, ocdsExportPath } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { useAccess, useSession } from '../../../lib/session';
import type { ProjectRecord } from '../layout/use-project';
import { DeleteProjectDocument } from '../projects-documents';
import {
  PROJECTS_PATHS,
  projectDetailsPath,
  projectSettingsPath,
  projectWizardDraftPath,
  projectWizardOriginPath,
} from '../projects-paths';
import { SendStatusEmailButton } from '../status-email/send-status-email-button';
import { DashboardWidget } from './dashboard-widget';

/**
 * Spec 2 §4 management widget (MANAGE_PROJECT_STATE): continue a draft in the wizard, edit the details, send the
 * status e-mail and, for company administrators (spec 2 §6: clone, delete and settings are admin only), open the
 * settings, clone the project or delete it after a confirmation, then go to /projects. The project's owners also
 * download its open-contracting export (issue 38: an OCDS 1.1 release package, JSON).
 */
export function ManagementWidget({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const admin = can('MANAGE_ALL_PROJECTS');
  const { profile } = useSession();
  const isProjectOwner = project.productOwners.some((owner) => owner.id === profile?.id);
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
      {/* One full-width column on phones, then equal columns: buttons never wrap into a ragged row. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
        }}
      >
        {project.status === 'DRAFT' ? (
          <Button variant="contained" component={RouterLink} to={projectWizardDraftPath(project.id)}>
            Continue Setup
          </Button>
        ) : null}
        <Button variant="outlined" component={RouterLink} to={projectDetailsPath(project.id)}>
          Edit Details
        </Button>
        {admin ? (
          <Button variant="outlined" component={RouterLink} to={projectSettingsPath(project.id)}>
            Settings
          </Button>
        ) : null}
        <SendStatusEmailButton project={project} />
        {isProjectOwner ? (
          <Button variant="outlined" component="a" href={ocdsExportPath(project.id)} download>
            {OCDS_TEXTS.exportButton}
          </Button>
        ) : null}
        {admin ? (
          <Button variant="outlined" component={RouterLink} to={projectWizardOriginPath(project.id, 'CLONE')}>
            Clone
          </Button>
        ) : null}
        {admin ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </Box>
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
