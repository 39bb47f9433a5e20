import { hasClientTables, type ProjectType } from '@shortlist/domain';
import { useAccess, useSession } from '../../lib/session/session-context';

/**
 * Spec 2 §2 /projects/{id}/discovery: RFP or RFI, the company setting enableClientTables and MANAGE_PROJECT_STATE
 * (the side navigation shows the tab only then; the server checks again).
 */
export function useCanOpenDiscovery(type: ProjectType): boolean {
  const can = useAccess();
  const { profile } = useSession();
  return can('MANAGE_PROJECT_STATE') && Boolean(profile?.company.features.enableClientTables) && hasClientTables(type);
}
