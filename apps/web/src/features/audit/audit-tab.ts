import type { ProjectTabViewer } from '../projects';

/** Issue 38: the project's Audit Trail tab, for its owners and the company's administrators (the server decides). */
export const auditTabShown = ({ project, can, session }: ProjectTabViewer): boolean =>
  can('MANAGE_USERS') || project.productOwners.some((owner) => owner.id === session.profile?.id);
