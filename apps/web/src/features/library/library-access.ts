import { buySideMembers, checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../lib/session';

/**
 * Spec 3 §2 MeshVault needs MANAGE_PROJECT_QUESTIONS, on the buy side: a broker user, or an administrator acting on
 * behalf of a broker company (the platform company has no library, and the server refuses it).
 */
export const libraryUsers: WebAccessRule = (context) =>
  buySideMembers(context) && checkAccess('MANAGE_PROJECT_QUESTIONS', context);
