import { mayChangeRoleOf, mayEditRole } from '@shortlist/domain';

/**
 * Which rows of the users and roles lists offer Edit (spec 1 §4, §6; issue 11): broker users other than the viewer
 * (nobody changes their own role), and roles other than SuperAdmin (no company) and the role the viewer holds.
 */
export const offersUserEdit = (user: { id: string; type: string }, viewerId: string | null): boolean =>
  user.type === 'BROKER' && viewerId !== null && mayChangeRoleOf(user.id, viewerId);

export const offersRoleEdit = (role: { id: string; company: unknown }, viewerRoleId: string | null): boolean =>
  role.company !== null && mayEditRole(role.id, viewerRoleId);
