import type { ProjectRelation, UserType } from '@shortlist/domain';
import { invitationPreviewPath } from '../../../lib/invitation-paths';
import { clientProjectPath } from '../../../lib/paths';
import { projectDashboardPath, projectPreviewPath } from '../projects-paths';

/**
 * Spec 2 §2 Home lists and project list: where a project opens for the viewer's role — buy side: the dashboard with
 * VIEW_DASHBOARD, else the preview; supplier: the invitation preview; client: the client data page.
 */
export function projectLink(role: ProjectRelation, id: string, canViewDashboard: boolean): string {
  if (role === 'SUPPLIER') return invitationPreviewPath(id);
  if (role === 'CLIENT') return clientProjectPath(id);
  return canViewDashboard ? projectDashboardPath(id) : projectPreviewPath(id);
}

/** The project role a user's lists start with: supplier users see their supplier projects, client users theirs. */
export function defaultProjectRole(userType: UserType | null | undefined): ProjectRelation {
  if (userType === 'SUPPLIER') return 'SUPPLIER';
  if (userType === 'CLIENT') return 'CLIENT';
  return 'BUY_SIDE';
}
