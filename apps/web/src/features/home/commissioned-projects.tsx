import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toUserMessage } from '../../lib/errors';
import { useAccess } from '../../lib/session/session-context';
import { ProjectStatusChip } from '../projects/components/project-status-chip';
import { projectTypeLabel } from '../projects/project-labels';
import { ProjectsDocument } from '../projects/projects-documents';
import { PROJECTS_PATHS, projectDashboardPath, projectSearchByRole } from '../projects/projects-paths';

/** Spec 2 §2 Home lists: the dashboard lists use page size 10. */
const HOME_LIST_SIZE = 10;

/**
 * Spec 1 §2 broker home, spec 2 §2 Home lists: the commissioned (buy-side) projects, 10 with a Show all link, and
 * Create Project with MANAGE_PROJECT_STATE.
 */
export function CommissionedProjects() {
  const can = useAccess();
  const { data, loading, error } = useQuery(ProjectsDocument, {
    variables: {
      pagination: { page: 1, pageSize: HOME_LIST_SIZE, sort: { field: 'createdAt', direction: 'DESC' } },
      filter: { role: 'BUY_SIDE' },
    },
    fetchPolicy: 'cache-and-network',
  });
  const projects = data?.projects.results ?? [];
  return (
    <Card variant="outlined" component="section" aria-label="Commissioned Projects" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Commissioned Projects
          </Typography>
          {can('MANAGE_PROJECT_STATE') ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={PROJECTS_PATHS.wizard}>
              Create Project
            </Button>
          ) : null}
        </Box>
        {loading && !data ? <LinearProgress sx={{ mt: 2 }} aria-label="Loading projects" /> : null}
        {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
        {data && projects.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            There are no projects yet.
          </Typography>
        ) : null}
        <List dense>
          {projects.map((project) => (
            <ListItem
              key={project.id}
              disableGutters
              secondaryAction={<ProjectStatusChip status={project.status} type={project.type} />}
            >
              <ListItemText
                primary={
                  can('VIEW_DASHBOARD') ? (
                    <Link component={RouterLink} to={projectDashboardPath(project.id)}>
                      {project.name}
                    </Link>
                  ) : (
                    project.name
                  )
                }
                secondary={[projectTypeLabel(project.type), project.client?.name].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={projectSearchByRole('BUY_SIDE')}>
          Show all
        </Link>
      </CardContent>
    </Card>
  );
}
