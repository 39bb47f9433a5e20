import { buySideMembers, mayImport } from '@shortlist/domain';
import type { WebAccessRule } from '../../lib/session';

/**
 * Spec 3 §2 Import wizard, spec 1 §2 My Uploads, the home page's Import Questions: MANAGE_PROJECT_STATE or
 * MANAGE_PROJECT_TEMPLATES, on the buy side (the uploads live in a broker company's drafts).
 */
export const importUsers: WebAccessRule = (context) =>
  buySideMembers(context) && mayImport(new Set(context.privileges));
