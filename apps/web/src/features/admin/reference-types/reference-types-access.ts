import { buySideMembers, checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../../lib/session';

/** Spec 1 §2 the Project Types and Supplier Service Types pages. */
export const referenceTypeReaders: WebAccessRule = 'MANAGE_ALL_PROJECTS';

/**
 * Who adds project types and supplier service types: their readers on the buy side (spec 1 §2: not an administrator
 * looking at the platform's own lists; the server refuses that too).
 */
export const referenceTypeEditors: WebAccessRule = (context) =>
  buySideMembers(context) && checkAccess(referenceTypeReaders, context);
