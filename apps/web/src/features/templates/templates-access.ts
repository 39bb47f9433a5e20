import type { WebAccessRule } from '../../lib/session/session-context';

/** Spec 3 §2 /templates and a template's pages: READ_TEMPLATES or MANAGE_PROJECT_TEMPLATES. */
export const templateReaders: WebAccessRule = ['READ_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES'];

/** Spec 3 §2 Create Template. */
export const templateManagers: WebAccessRule = 'MANAGE_PROJECT_TEMPLATES';
