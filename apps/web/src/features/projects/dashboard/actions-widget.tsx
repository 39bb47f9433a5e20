import { Button, Stack } from '@mui/material';
import { type CopyOrigin, canStartFrom } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../../lib/session';
import type { ProjectRecord } from '../layout/use-project';
import { canCreateProjects } from '../projects-access';
import { projectWizardOriginPath } from '../projects-paths';
import { DashboardWidget } from './dashboard-widget';

export const ACTIONS_WIDGET_TITLE = 'Would you also like to...';

const ACTIONS: ReadonlyArray<{ origin: CopyOrigin; label: string }> = [
  { origin: 'RFI_BASED', label: 'Create an RFP based on this RFI' },
  { origin: 'NEXT_ITERATION', label: 'Start the next iteration' },
  { origin: 'CLONE', label: 'Clone project' },
];

/** The follow-up projects this one may start: by its type and status, cloning only for company administrators. */
export function followUpActions(
  project: Pick<ProjectRecord, 'type' | 'status'>,
  canCreate: boolean,
  canClone: boolean,
) {
  if (!canCreate) return [];
  return ACTIONS.filter(({ origin }) => (origin !== 'CLONE' || canClone) && canStartFrom(origin, project));
}

/**
 * Spec 2 §9 Actions widget 'Would you also like to...': an RFP based on an RFI, the next iteration of a closed Panel,
 * a clone (MANAGE_ALL_PROJECTS). Each opens the project wizard with this project as the base. Nothing applies: no card.
 */
export function ActionsWidget({ project }: { project: ProjectRecord }) {
  const can = useAccess();
  const actions = followUpActions(project, can(canCreateProjects), can('MANAGE_ALL_PROJECTS'));
  if (actions.length === 0) return null;
  return (
    <DashboardWidget title={ACTIONS_WIDGET_TITLE}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {actions.map((action) => (
          <Button
            key={action.origin}
            variant="outlined"
            component={RouterLink}
            to={projectWizardOriginPath(project.id, action.origin)}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </DashboardWidget>
  );
}
