import { checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../lib/session';

/** Spec 2 §2 Project wizard: a broker user with MANAGE_PROJECT_STATE. */
export const canCreateProjects: WebAccessRule = (context) =>
  context.profile?.type === 'BROKER' && checkAccess('MANAGE_PROJECT_STATE', context);

/** The Projects menu entry: buy-side (broker) users. */
export const buySideUsers: WebAccessRule = ({ profile }) => profile?.type === 'BROKER';

/** Spec 2 §2 /projects/{id}/preview: any signed-in buy-side user; an administrator acting on behalf counts. */
export const projectReaders: WebAccessRule = ({ profile }) => profile?.type === 'BROKER' || profile?.type === 'ADMIN';
