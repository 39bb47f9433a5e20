import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { projectProgress } from '@shortlist/domain';
import { use } from 'react';
import { NavLink } from 'react-router';
import { useAccess, useSession } from '../../../lib/session';
import { projectTypeLabel } from '../project-labels';
import { ProjectTabsContext } from './project-tabs';
import type { ProjectRecord } from './use-project';

/**
 * Spec 2 §2 Side navigation: a sticky card with the type icon, name, client name, progress bar and menu; the
 * managing route (Settings, company administrators only) sits at the bottom. The entries are the project tabs of the
 * app's route table.
 */
export function ProjectSideNav({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const progress = projectProgress(project.status, project.role);
  const session = useSession();
  const items = use(ProjectTabsContext).filter((tab) => tab.shown({ project, can, session }));
  const Icon = project.type === 'PANEL' ? GroupsIcon : AssignmentIcon;
  return (
    <Card variant="outlined" component="nav" aria-label="Project" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" aria-hidden />
          <Typography variant="overline">{projectTypeLabel(project.type)}</Typography>
        </Stack>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        {project.client ? (
          <Typography variant="body2" color="text.secondary">
            {project.client.name}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Project progress" />
          <Typography variant="caption" color="text.secondary">
            {progress}%
          </Typography>
        </Box>
      </CardContent>
      <List dense>
        {items.map((item) => (
          // A list holds list items only (axe 'list'); the link is inside.
          <ListItem key={item.label} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to(project.id)}
              // NavLink marks the current page with the class 'active' (and aria-current="page").
              sx={{ '&.active': { bgcolor: 'action.selected', borderLeft: 3, borderColor: 'primary.main' } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
