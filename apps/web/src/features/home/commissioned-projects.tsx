import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../lib/session';
import { canCreateProjects, PROJECTS_PATHS } from '../projects';
import { RoleProjectsList } from './role-projects-list';

/**
 * Spec 1 §2 broker home, spec 2 §2 Home lists: the commissioned (buy-side) projects, 10 with a Show all link, and
 * Create Project for a broker user with MANAGE_PROJECT_STATE.
 */
export function CommissionedProjects() {
  const can = useAccess();
  return (
    <RoleProjectsList
      projectRole="BUY_SIDE"
      title="Commissioned Projects"
      actions={
        can(canCreateProjects) ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={PROJECTS_PATHS.wizard}>
            Create Project
          </Button>
        ) : null
      }
    />
  );
}
