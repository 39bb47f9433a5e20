import { buySideMembers, checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../lib/session';

/**
 * Spec 3 §2 /templates and a template's pages: READ_TEMPLATES or MANAGE_PROJECT_TEMPLATES, on the buy side (a broker
 * user, or an administrator acting on behalf of a broker company: the server opens no template to the platform's own).
 */
export const templateReaders: WebAccessRule = (context) =>
  buySideMembers(context) && checkAccess(['READ_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES'], context);

/** Spec 3 §2 Create Template. */
export const templateManagers: WebAccessRule = (context) =>
  buySideMembers(context) && checkAccess('MANAGE_PROJECT_TEMPLATES', context);
