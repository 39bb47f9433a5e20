import { hasClientTables } from '@shortlist/domain';
import type { ProjectTabViewer } from '../projects';

/**
 * Spec 2 §2 /projects/{id}/discovery: RFP or RFI, the company setting enableClientTables and MANAGE_PROJECT_STATE
 * (the side navigation shows the tab only then; the server checks again).
 */
export const discoveryTabShown = ({ project, can, session }: ProjectTabViewer): boolean =>
  can('MANAGE_PROJECT_STATE') &&
  Boolean(session.profile?.company.features.enableClientTables) &&
  hasClientTables(project.type);
