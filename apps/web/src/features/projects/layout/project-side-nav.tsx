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
import { NavLink } from 'react-router';
import { useAccess } from '../../../lib/session/session-context';
import { useCanOpenDiscovery } from '../../client-tables/client-tables-access';
import { projectDiscoveryPath } from '../../client-tables/client-tables-paths';
import { projectFaqPath } from '../../faq/faq-paths';
import { faqTabShown } from '../../faq/faq-tab';
import { projectTypeLabel } from '../project-labels';
import {
  isProjectPageOffered,
  projectDashboardPath,
  projectDetailsPath,
  projectPreviewPath,
  projectQuestionsPath,
  projectSettingsPath,
  projectSuppliersPath,
} from '../projects-paths';
import type { ProjectRecord } from './use-project';

interface NavItem {
  label: string;
  to: string;
  visible: boolean;
}

/**
 * Spec 2 §2 Side navigation: a sticky card with the type icon, name, client name, progress bar and menu; the
 * managing route (Settings, company administrators only) sits at the bottom.
 */
export function ProjectSideNav({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const progress = projectProgress(project.status, project.role);
  const canOpenDiscovery = useCanOpenDiscovery(project.type);
  const offered = (page: string) => isProjectPageOffered(page, project.status);
  const items: NavItem[] = [
    { label: 'Dashboard', to: projectDashboardPath(project.id), visible: can('VIEW_DASHBOARD') },
    // Spec 2 §2, spec 3 §2: Preview, Questions and Suppliers are not in Draft.
    { label: 'Preview', to: projectPreviewPath(project.id), visible: offered('preview') },
    {
      label: 'Questions',
      to: projectQuestionsPath(project.id),
      visible: can('MANAGE_PROJECT_QUESTIONS') && offered('questions'),
    },
    {
      label: 'Suppliers',
      to: projectSuppliersPath(project.id),
      visible: can('MANAGE_PROJECT_STATE') && offered('products'),
    },
    { label: 'FAQ', to: projectFaqPath(project.id), visible: faqTabShown(project.status) },
    { label: 'Discovery', to: projectDiscoveryPath(project.id), visible: canOpenDiscovery },
    { label: 'Details', to: projectDetailsPath(project.id), visible: can('MANAGE_PROJECT_STATE') },
    // Spec 2 §6: project settings are for company administrators; others would only meet 'Access Restricted'.
    { label: 'Settings', to: projectSettingsPath(project.id), visible: can('MANAGE_ALL_PROJECTS') },
  ];
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
        {items
          .filter((item) => item.visible)
          .map((item) => (
            // A list holds list items only (axe 'list'); the link is inside.
            <ListItem key={item.label} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
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
