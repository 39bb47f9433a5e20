import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatDate, type ProjectRelation } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { toUserMessage } from '../../lib/errors';
import { useAccess } from '../../lib/session';
import {
  NewBadge,
  type ProjectRow,
  ProjectStatusChip,
  ProjectsDocument,
  projectLink,
  projectSearchByRole,
  projectTypeLabel,
} from '../projects';

/** Spec 2 §2 Home lists: the dashboard lists use page size 10. */
export const HOME_LIST_SIZE = 10;

interface RoleProjectsListProps {
  projectRole: ProjectRelation;
  title: string;
  /** Buttons beside the title, e.g. Create Project. */
  actions?: ReactNode;
}

/** What a row says under its name for the role: type and client; type, brokerage firm and active phase; type. */
function detailsOf(role: ProjectRelation, project: ProjectRow): string {
  const type = projectTypeLabel(project.type);
  if (role === 'SUPPLIER') {
    const phase = `${formatDate(project.publishDate)} – ${formatDate(project.plannedDecisionDate)}`;
    return [type, project.brokerageFirm, phase].filter(Boolean).join(' · ');
  }
  if (role === 'CLIENT') return type;
  return [type, project.client?.name].filter(Boolean).join(' · ');
}

/**
 * Spec 2 §2 Home lists (commissioned, supplier role, buy side): the newest 10 projects of a role with their status as
 * the role reads it, each linking where the role opens it, and Show all → /projects/search?role=….
 */
export function RoleProjectsList({ projectRole: role, title, actions }: RoleProjectsListProps) {
  const can = useAccess();
  const canViewDashboard = can('VIEW_DASHBOARD');
  const { data, loading, error } = useQuery(ProjectsDocument, {
    variables: {
      pagination: { page: 1, pageSize: HOME_LIST_SIZE, sort: { field: 'createdAt', direction: 'DESC' } },
      filter: { role },
    },
    fetchPolicy: 'cache-and-network',
  });
  const projects = data?.projects.results ?? [];
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
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
              secondaryAction={<ProjectStatusChip status={project.status} type={project.type} role={role} />}
            >
              <ListItemText
                primary={
                  <>
                    <Link component={RouterLink} to={projectLink(role, project.id, canViewDashboard)}>
                      {project.name}
                    </Link>
                    {role === 'SUPPLIER' && project.isNew ? <NewBadge /> : null}
                  </>
                }
                secondary={detailsOf(role, project)}
              />
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={projectSearchByRole(role)}>
          Show all
        </Link>
      </CardContent>
    </Card>
  );
}
