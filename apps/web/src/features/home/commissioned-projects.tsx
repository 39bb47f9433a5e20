import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../lib/session';
import { IMPORTS_PATHS, importUsers } from '../imports';
import { canCreateProjects, PROJECTS_PATHS } from '../projects';
import { RoleProjectsList } from './role-projects-list';

/**
 * Spec 1 §2 broker home, spec 2 §2 Home lists: the commissioned (buy-side) projects, 10 with a Show all link, and
 * Create Project for a broker user with MANAGE_PROJECT_STATE; spec 3 §2: Import Questions with MANAGE_PROJECT_STATE or
 * MANAGE_PROJECT_TEMPLATES.
 */
export function CommissionedProjects() {
  const can = useAccess();
  return (
    <RoleProjectsList
      projectRole="BUY_SIDE"
      title="Commissioned Projects"
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {can(importUsers) ? (
            <Button startIcon={<UploadFileIcon />} component={RouterLink} to={IMPORTS_PATHS.upload}>
              Import Questions
            </Button>
          ) : null}
          {can(canCreateProjects) ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={PROJECTS_PATHS.wizard}>
              Create Project
            </Button>
          ) : null}
        </Stack>
      }
    />
  );
}
